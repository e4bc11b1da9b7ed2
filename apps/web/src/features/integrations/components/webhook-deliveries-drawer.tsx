import type { Webhook, WebhookDelivery } from '@portal/contract/integration/webhooks.schemas';
import { Drawer, Flex } from 'antd';
import { useMemo } from 'react';
import { PagedTable } from '../../../shared/list/paged-table';
import { RefreshButton } from '../../../shared/list/refresh-button';
import { useToast } from '../../../shared/toast/use-toast';
import type { CompanyRef } from '../api/integration-endpoints';
import { useRedeliverMutation, useWebhookDeliveries } from '../api/webhook-deliveries';
import { deliveryColumns } from './delivery-columns';
import { WEBHOOK_TEXTS } from './integration-texts';
import { useLocalPaging } from './use-local-paging';

type WebhookDeliveriesDrawerProps = { company: CompanyRef; webhook: Webhook; onClose: () => void };

/** The attempts of one endpoint, newest first, with «Отправить снова» (GitHub's manual redelivery). */
export function WebhookDeliveriesDrawer({ company, webhook, onClose }: WebhookDeliveriesDrawerProps) {
  const paging = useLocalPaging();
  const query = useWebhookDeliveries(company, webhook.id, { page: paging.page, limit: paging.limit });
  const redeliver = useRedeliverMutation(company, webhook.id);
  const toast = useToast();

  const columns = useMemo(
    () =>
      deliveryColumns({
        pendingId: redeliver.isPending ? (redeliver.variables ?? null) : null,
        onRedeliver: (delivery: WebhookDelivery) =>
          void redeliver
            .mutateAsync(delivery.id)
            .then(() => toast.success(WEBHOOK_TEXTS.redelivered))
            .catch(() => undefined),
      }),
    [redeliver, toast],
  );

  return (
    <Drawer title={`Доставки: ${webhook.url}`} open onClose={onClose} size="min(1000px, 100vw)">
      <Flex vertical gap={16}>
        <Flex justify="flex-end">
          <RefreshButton
            onRefresh={() => void query.refetch()}
            isRefreshing={query.isFetching && !query.isPending}
            updatedAt={query.dataUpdatedAt}
          />
        </Flex>
        <PagedTable<WebhookDelivery>
          columns={columns}
          rowKey={(delivery) => delivery.id}
          data={query.data}
          isLoading={query.isPending || query.isPlaceholderData}
          page={paging.page}
          limit={paging.limit}
          onPageChange={paging.setPage}
          emptyText={
            query.isError && !query.data
              ? 'Не удалось загрузить доставки. Нажмите «Обновить».'
              : 'Доставок ещё не было: они появятся после первого события'
          }
        />
      </Flex>
    </Drawer>
  );
}
