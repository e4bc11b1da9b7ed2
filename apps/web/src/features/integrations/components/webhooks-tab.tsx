import { PlusOutlined } from '@ant-design/icons';
import type { Webhook, WebhookWithSecret } from '@portal/contract/integration/webhooks.schemas';
import { Button, Empty, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { RefreshButton } from '../../../shared/list/refresh-button';
import { useKeyColumnFixed, WideTableFrame } from '../../../shared/list/wide-table';
import type { CompanyRef } from '../api/integration-endpoints';
import { useWebhooks } from '../api/webhooks';
import { WEBHOOK_TEXTS } from './integration-texts';
import { OneTimeSecretDialog } from './one-time-secret-dialog';
import { webhookColumns } from './webhook-columns';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookFormDialog } from './webhook-form-dialog';

/** Which form is open: a new endpoint (null) or an edit. */
type FormState = { webhook: Webhook | null } | null;

/** «Вебхуки»: the company's endpoints (a few, so not paged), their forms, the secret shown once and the deliveries of one. */
export function WebhooksTab({ company }: { company: CompanyRef }) {
  const query = useWebhooks(company);
  const [form, setForm] = useState<FormState>(null);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);

  const columns = useKeyColumnFixed(
    useMemo(
      () =>
        webhookColumns(company, {
          onEdit: (webhook) => setForm({ webhook }),
          onDeliveries: setDeliveriesOf,
          onSecret: setSecret,
        }),
      [company],
    ),
  );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 880 }}>
        Портал отправляет события компании на ваш адрес сразу после изменения, с подписью по стандарту
        Standard Webhooks, и повторяет неудачные доставки около трёх суток.
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ webhook: null })}>
          Добавить вебхук
        </Button>
        <RefreshButton
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isFetching && !query.isPending}
          updatedAt={query.dataUpdatedAt}
        />
      </Flex>
      <WideTableFrame label="Вебхуки">
        <Table<Webhook>
          columns={columns}
          rowKey={(webhook) => webhook.id}
          dataSource={query.data ?? []}
          loading={query.isPending}
          size="middle"
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{
            emptyText: query.isPending ? (
              <div style={{ height: 96 }} />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  query.isError
                    ? 'Не удалось загрузить список. Нажмите «Обновить».'
                    : 'Вебхуков нет. Нажмите «Добавить вебхук», чтобы получать события на свой адрес.'
                }
              />
            ),
          }}
        />
      </WideTableFrame>
      {form && (
        <WebhookFormDialog
          company={company}
          webhook={form.webhook}
          onClose={() => setForm(null)}
          onCreated={setSecret}
        />
      )}
      {secret && (
        <OneTimeSecretDialog
          title={`${WEBHOOK_TEXTS.secretTitle}: ${secret.url}`}
          label="Секрет"
          value={secret.secret}
          warning={WEBHOOK_TEXTS.secretWarning}
          onClose={() => setSecret(null)}
        />
      )}
      {deliveriesOf && (
        <WebhookDeliveriesDrawer
          company={company}
          webhook={deliveriesOf}
          onClose={() => setDeliveriesOf(null)}
        />
      )}
    </Flex>
  );
}
