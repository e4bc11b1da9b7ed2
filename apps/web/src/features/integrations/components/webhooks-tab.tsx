import { PlusOutlined } from '@ant-design/icons';
import type { Webhook, WebhookWithSecret } from '@portal/contract/integration/webhooks.schemas';
import { Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { PagedTable } from '../../../shared/list/paged-table';
import { RefreshButton } from '../../../shared/list/refresh-button';
import type { CompanyRef } from '../api/integration-endpoints';
import { useWebhooks } from '../api/webhooks';
import { WEBHOOK_TEXTS } from './integration-texts';
import { OneTimeSecretDialog } from './one-time-secret-dialog';
import { useLocalPaging } from './use-local-paging';
import { webhookColumns } from './webhook-columns';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookFormDialog } from './webhook-form-dialog';

/** Which form is open: a new endpoint (null) or an edit. */
type FormState = { webhook: Webhook | null } | null;

/** «Вебхуки»: the company's endpoints, their forms, the secret shown once and the deliveries of one. */
export function WebhooksTab({ company }: { company: CompanyRef }) {
  const paging = useLocalPaging();
  const query = useWebhooks(company, { page: paging.page, limit: paging.limit });
  const [form, setForm] = useState<FormState>(null);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);

  const columns = useMemo(
    () =>
      webhookColumns(company, {
        onEdit: (webhook) => setForm({ webhook }),
        onDeliveries: setDeliveriesOf,
        onSecret: setSecret,
      }),
    [company],
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
      <PagedTable<Webhook>
        columns={columns}
        rowKey={(webhook) => webhook.id}
        data={query.data}
        isLoading={query.isPending || query.isPlaceholderData}
        page={paging.page}
        limit={paging.limit}
        onPageChange={paging.setPage}
        emptyText={
          query.isError && !query.data
            ? 'Не удалось загрузить список. Нажмите «Обновить».'
            : 'Вебхуков нет. Нажмите «Добавить вебхук», чтобы получать события на свой адрес.'
        }
      />
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
