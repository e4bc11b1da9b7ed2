import type { RatingSettings } from '@portal/contract/rating/rating.schemas';
import { Button, Card, Flex, Form, InputNumber } from 'antd';
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
          >
            <InputNumber id="rating-grace-minutes" min={0} max={1440} precision={0} />
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
