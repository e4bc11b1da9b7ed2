import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ROUTE_WAY_DIMENSION_MESSAGES,
  type RouteWayDimension,
  type RouteWayDimensionBody,
} from '@portal/contract/fleet/dimensions.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { requiredRule } from '../../../shared/forms/required-rule';
import { DepartmentSelect } from '../../../shared/lookups/department-select';
import { routePath } from '../../../shared/navigation/route-path';
import { useToast } from '../../../shared/toast/use-toast';
import { type FlightOption, useRouteWayOptions } from '../../flights/api/flight-lookups';
import { ReferenceSelect } from '../../flights/components/reference-select';
import { useDimensions, useRouteWayDimension, useSaveRouteWayDimensionMutation } from '../api/dimensions';

type OptionValues = { dimension: number; firstDepartment?: number | null; lastDepartment?: number | null };
type FormValues = { routeWay: number; dimension: number; options: OptionValues[] };

// A flex item is no narrower than its content by default: a long dimension label would widen the page on a phone.
// At min-width 0 the select takes the row's width and its label ends in an ellipsis.
const optionItemStyle = (flex: string) => ({ flex, minWidth: 0 });

const toValues = (record: RouteWayDimension): FormValues => ({
  routeWay: record.routeWay.id,
  dimension: record.dimension.id,
  options: record.options.map((option) => ({
    dimension: option.dimension.id,
    firstDepartment: option.firstDepartment?.id ?? null,
    lastDepartment: option.lastDepartment?.id ?? null,
  })),
});

/**
 * SPEC 2.2 /route-way-dimensions/customer/add and edit/{id} (K): a route way's default dimension and optional
 * ones, each for any pair or for one first and last department of the way (DESIGN 8: the first whose volume range
 * holds the vehicles' volume applies).
 */
function RouteWayDimensionEditPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().dimensionId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<FormValues>();
  const recordQuery = useRouteWayDimension(id);
  const saveMutation = useSaveRouteWayDimensionMutation();
  const routeWays = useRouteWayOptions();
  const dimensions = useDimensions({ page: 1, limit: 100 });
  const dimensionOptions = {
    ...dimensions,
    data: dimensions.data?.items.map((dimension) => ({
      id: dimension.id,
      label: `${dimension.name} · ${formatNumber(dimension.volumeFrom)}–${formatNumber(dimension.volumeTo)} м³ · ${formatNumber(dimension.percentage)} %`,
    })),
  } as UseQueryResult<FlightOption[]>;
  const listPath = routePath('route-way-dimensions');

  const handleSubmit = async (values: FormValues) => {
    const body: RouteWayDimensionBody = { ...values, options: values.options ?? [] };
    await saveMutation.mutateAsync({ id: isNew ? null : id, body });
    toast.success('Габариты маршрута сохранены');
    navigate(listPath);
  };

  const renderForm = (initialValues: Partial<FormValues>) => (
    <FormPage<FormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      isSubmitting={saveMutation.isPending}
      backTo={listPath}
      maxWidth={960}
    >
      <Form.Item label="Маршрут" name="routeWay" rules={[requiredRule]}>
        <ReferenceSelect query={routeWays} />
      </Form.Item>
      <Form.Item label="Габарит по умолчанию" name="dimension" rules={[requiredRule]}>
        <ReferenceSelect query={dimensionOptions} />
      </Form.Item>
      <Form.List name="options">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} wrap align="flex-start">
                <Form.Item
                  label={`Дополнительный габарит ${index + 1}`}
                  name={[field.name, 'dimension']}
                  rules={[requiredRule]}
                  style={optionItemStyle('2 1 260px')}
                >
                  <ReferenceSelect query={dimensionOptions} />
                </Form.Item>
                <Form.Item
                  label="Первое отделение"
                  name={[field.name, 'firstDepartment']}
                  style={optionItemStyle('1 1 180px')}
                >
                  <DepartmentSelect />
                </Form.Item>
                <Form.Item
                  label="Последнее отделение"
                  name={[field.name, 'lastDepartment']}
                  style={optionItemStyle('1 1 180px')}
                >
                  <DepartmentSelect />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={`Убрать дополнительный габарит ${index + 1}`}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({})}
              style={{ alignSelf: 'flex-start' }}
            >
              Добавить дополнительный габарит
            </Button>
          </Flex>
        )}
      </Form.List>
    </FormPage>
  );

  if (isNew) return renderForm({ options: [] });
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={ROUTE_WAY_DIMENSION_MESSAGES.notFound}
      backTo={listPath}
      backText="К габаритам маршрутов"
    >
      {(record) => renderForm(toValues(record))}
    </RecordQueryState>
  );
}

export { RouteWayDimensionEditPage as Component };
