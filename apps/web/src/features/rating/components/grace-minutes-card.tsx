import { GRACE_MINUTES_MAX, type RatingSettings } from '@portal/contract/rating/rating.schemas';
import { Button, Card, Flex, Form } from 'antd';
import { IntegerInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { toast } from '../../../shared/toast/toast';
import { useUpdateRatingSettings } from '../api/rating-api';

/** The customer's lateness grace: arrivals late by up to these minutes count as on time. */
export function GraceMinutesCard({ settings, canEdit }: { settings: RatingSettings; canEdit: boolean }) {
  const update = useUpdateRatingSettings();
  const [form] = Form.useForm<RatingSettings>();
  return (
    <Card size="small" title="Опоздания">
      <Form<RatingSettings>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        initialValues={settings}
        onFinish={(values) =>
          update
            .mutateAsync(values)
            .then(() => toast.success('Допуск опоздания сохранён'))
            .catch((error: unknown) => showServerErrors(form, error))
        }
      >
        <Flex gap={12} wrap align="flex-end">
          <Form.Item
            label="Опоздание не учитывается до, мин"
            name="graceMinutes"
            htmlFor="rating-grace-minutes"
            style={{ marginBottom: 0 }}
            rules={[numberLimitsRule({ min: 0, max: GRACE_MINUTES_MAX })]}
          >
            <IntegerInput id="rating-grace-minutes" />
          </Form.Item>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Сохранить
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}
