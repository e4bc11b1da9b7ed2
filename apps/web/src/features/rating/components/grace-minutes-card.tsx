import { GRACE_MINUTES_MAX, type RatingSettings } from '@portal/contract/rating/rating.schemas';
import { Button, Card, Flex, Form } from 'antd';
import { IntegerInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { toast } from '../../../shared/toast/toast';
import { useUpdateRatingSettings } from '../api/rating-api';

/** The customer's lateness grace: arrivals late by up to these minutes count as on time. */
export function GraceMinutesCard({ settings, canEdit }: { settings: RatingSettings; canEdit: boolean }) {
  const update = useUpdateRatingSettings();
  return (
    <Card size="small" title="Опоздания">
      <Form<RatingSettings>
        layout="vertical"
        disabled={!canEdit}
        initialValues={settings}
        onFinish={(values) =>
          update
            .mutateAsync(values)
            .then(() => toast.success('Допуск опоздания сохранён'))
            .catch(() => undefined)
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
