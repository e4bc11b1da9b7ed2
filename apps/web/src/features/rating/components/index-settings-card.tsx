import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  RATING_BOUND_MAX,
  RATING_KOEFF_MAX,
  RATING_POINTS_MAX,
  type RatingIndex,
} from '@portal/contract/rating/rating.schemas';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { memo } from 'react';
import { DecimalInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { toast } from '../../../shared/toast/toast';
import { useReplaceIndexOptions, useUpdateRatingIndex } from '../api/rating-api';
import {
  changedParts,
  type IndexEdit,
  type IndexSettingsValues,
  indexSettingsValues,
  optionsBody,
} from './index-settings-form';

const SAVED = 'Настройки показателя сохранены';
const OPTION_LABELS = { min: 'От', max: 'До', value: 'Баллы' } as const;
const PARTS = ['min', 'max', 'value'] as const;
const OPTION_LIMITS = {
  min: RATING_BOUND_MAX,
  max: RATING_BOUND_MAX,
  value: RATING_POINTS_MAX,
} as const;
const limitsRule = (max: number) => numberLimitsRule({ min: -max, max, decimals: 2 });
// Three inputs and the delete button fit a 420 px screen on one line.
const OPTION_WIDTH = 96;

/**
 * One rating index: name, formula, weight (negative for penalties) and the min–max → points scale. `onEdit` hears
 * every unsaved change of the weight or scale (the settings preview).
 */
export const IndexSettingsCard = memo(function IndexSettingsCard({
  index,
  canEdit,
  onEdit,
}: {
  index: RatingIndex;
  canEdit: boolean;
  onEdit?: (indexId: number, edit: IndexEdit) => void;
}) {
  const [form] = Form.useForm<IndexSettingsValues>();
  const updateIndex = useUpdateRatingIndex();
  const replaceOptions = useReplaceIndexOptions();
  const prefix = `index-${index.id}`;

  const save = async (values: IndexSettingsValues) => {
    const changed = changedParts(index, values);
    const { name, formula, koeff } = values;
    if (changed.index) await updateIndex.mutateAsync({ indexId: index.id, body: { name, formula, koeff } });
    if (changed.options)
      await replaceOptions.mutateAsync({ indexId: index.id, body: optionsBody(values.options) });
    toast.success(SAVED);
  };

  return (
    <Card size="small" title={<Typography.Text strong>{index.name}</Typography.Text>}>
      <Form
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={indexSettingsValues(index)}
        onValuesChange={(_, all) => onEdit?.(index.id, { koeff: all.koeff, options: all.options ?? [] })}
        onFinish={(values) => save(values).catch((error: unknown) => showServerErrors(form, error))}
      >
        <Flex gap={12} wrap>
          <Form.Item
            label="Наименование"
            name="name"
            htmlFor={`${prefix}-name`}
            style={{ flex: '1 1 260px' }}
          >
            <Input id={`${prefix}-name`} maxLength={255} />
          </Form.Item>
          <Form.Item
            label="Весовой коэффициент"
            name="koeff"
            htmlFor={`${prefix}-koeff`}
            rules={[limitsRule(RATING_KOEFF_MAX)]}
          >
            <DecimalInput id={`${prefix}-koeff`} decimals={2} isSigned />
          </Form.Item>
        </Flex>
        <Form.Item label="Формула" name="formula" htmlFor={`${prefix}-formula`}>
          <Input.TextArea id={`${prefix}-formula`} autoSize={{ minRows: 2 }} maxLength={2000} />
        </Form.Item>
        <Typography.Text strong>Шкала баллов</Typography.Text>
        <Form.List name="options">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4} style={{ marginTop: 8 }}>
              {fields.length > 0 && (
                <Flex gap={8} aria-hidden>
                  {PARTS.map((part) => (
                    <Typography.Text key={part} type="secondary" style={{ width: OPTION_WIDTH }}>
                      {OPTION_LABELS[part]}
                    </Typography.Text>
                  ))}
                </Flex>
              )}
              {fields.map((field, row) => (
                <Flex key={field.key} gap={8} align="center">
                  {PARTS.map((part) => (
                    <Form.Item
                      key={part}
                      name={[field.name, part]}
                      rules={[limitsRule(OPTION_LIMITS[part])]}
                      style={{ marginBottom: 0 }}
                    >
                      <DecimalInput
                        decimals={2}
                        isSigned
                        aria-label={`${OPTION_LABELS[part]}, строка ${row + 1}`}
                        placeholder={OPTION_LABELS[part]}
                        style={{ width: OPTION_WIDTH }}
                      />
                    </Form.Item>
                  ))}
                  <Button
                    aria-label={`Удалить строку ${row + 1}`}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => add({ min: null, max: null, value: null })}
              >
                Добавить строку
              </Button>
            </Flex>
          )}
        </Form.List>
        {canEdit && (
          <Flex justify="flex-end" style={{ marginTop: 12 }}>
            <Button
              type="primary"
              htmlType="submit"
              loading={updateIndex.isPending || replaceOptions.isPending}
            >
              Сохранить
            </Button>
          </Flex>
        )}
      </Form>
    </Card>
  );
});
