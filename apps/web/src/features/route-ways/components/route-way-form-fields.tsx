import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DepartmentRef } from '@portal/contract/freight/departments.schemas';
import {
  ROUTE_WAY_CODE_MAX,
  ROUTE_WAY_DISTANCE_MAX,
  ROUTE_WAY_NAME_MAX,
  ROUTE_WAY_POINTS_MAX,
  routeWayBodySchema,
  routeWayPointsSchema,
} from '@portal/contract/freight/route-ways.schemas';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { IntegerInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';
import { DepartmentSelect } from '../../../shared/lookups/department-select';
import type { RouteWayPointValues } from './route-way-form-values';
import { TRANSPORTATION_TYPE_OPTIONS } from './transportation-type';

const capitalize = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** The rules that compare points (first at 0 km, distances growing, no department twice in a row): the server's. */
const pointsRule = {
  validator: async (_rule: unknown, points: RouteWayPointValues[] | undefined) => {
    const complete = (points ?? []).filter((point) => point.department !== null);
    if (complete.length !== (points ?? []).length) return;
    const result = routeWayPointsSchema.safeParse(
      (points ?? []).map((point, index) => ({
        department: point.department,
        distance: index === 0 ? 0 : point.distance,
      })),
    );
    if (!result.success) throw new Error(capitalize(result.error.issues[0]?.message ?? 'Неверные пункты'));
  },
};

/** Код, Название, Вид перевозки and the ordered points: department and distance from the first point. */
export function RouteWayFormFields({ knownDepartments }: { knownDepartments: readonly DepartmentRef[] }) {
  return (
    <>
      <Flex gap={16} wrap>
        <Form.Item
          label="Код"
          name="code"
          required
          rules={[zodRule(routeWayBodySchema.shape.code)]}
          style={{ flex: '1 1 160px' }}
        >
          <Input maxLength={ROUTE_WAY_CODE_MAX} placeholder="МСК-СПБ" />
        </Form.Item>
        <Form.Item
          label="Вид перевозки"
          name="transportationType"
          rules={[requiredRule]}
          style={{ flex: '1 1 160px' }}
        >
          <Select options={TRANSPORTATION_TYPE_OPTIONS} />
        </Form.Item>
      </Flex>
      <Form.Item label="Название" name="name" required rules={[zodRule(routeWayBodySchema.shape.name)]}>
        <Input maxLength={ROUTE_WAY_NAME_MAX} placeholder="Москва — Санкт-Петербург" />
      </Form.Item>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Пункты маршрута
      </Typography.Title>
      <Form.List name="points" rules={[pointsRule]}>
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8} style={{ marginBottom: 24 }}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={12} align="flex-start" wrap className="route-way-point">
                <Form.Item
                  label={`Пункт ${index + 1}: отделение`}
                  name={[field.name, 'department']}
                  rules={[requiredRule]}
                  style={{ flex: '2 1 220px', marginBottom: 8 }}
                >
                  <DepartmentSelect known={knownDepartments} />
                </Form.Item>
                <Form.Item
                  label={`Пункт ${index + 1}: км от первого пункта`}
                  name={[field.name, 'distance']}
                  rules={
                    index === 0
                      ? []
                      : [requiredRule, numberLimitsRule({ min: 0, max: ROUTE_WAY_DISTANCE_MAX })]
                  }
                  style={{ flex: '1 1 160px', marginBottom: 8 }}
                >
                  <IntegerInput disabled={index === 0} />
                </Form.Item>
                <div style={{ paddingTop: 30 }}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Удалить пункт ${index + 1}`}
                    disabled={index === 0 || fields.length <= 2}
                    onClick={() => remove(field.name)}
                  />
                </div>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= ROUTE_WAY_POINTS_MAX}
              onClick={() => add({ department: null, distance: null })}
              style={{ alignSelf: 'flex-start' }}
            >
              Добавить пункт
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
