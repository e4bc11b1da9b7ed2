import type { WebhookDelivery } from '@portal/contract/integration/webhooks.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { type CompanyRef, INTEGRATIONS_KEY, webhookPath } from './integration-endpoints';
import { useIntegrationMutation } from './use-integration-mutation';

/** GET …/webhooks/{id}/deliveries: one row per attempt, newest first. */
export const fetchWebhookDeliveries = (
  company: CompanyRef,
  webhookId: number,
  query: PageQuery,
  signal?: AbortSignal,
) =>
  api.get<Page<WebhookDelivery>>(`${webhookPath(company, webhookId)}/deliveries`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const webhookDeliveriesQueryOptions = (company: CompanyRef, webhookId: number, query: PageQuery) =>
  queryOptions({
    queryKey: [
      ...INTEGRATIONS_KEY,
      company.ownerType,
      company.ownerId,
      'deliveries',
      webhookId,
      query,
    ] as const,
    queryFn: ({ signal }) => fetchWebhookDeliveries(company, webhookId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useWebhookDeliveries = (company: CompanyRef, webhookId: number, query: PageQuery) =>
  useQuery(webhookDeliveriesQueryOptions(company, webhookId, query));

/** PATCH …/webhooks/{id}/deliveries/{deliveryId}/redeliver: a new attempt of that event now. */
export const redeliverWebhookDelivery = (company: CompanyRef, webhookId: number, deliveryId: number) =>
  api.patch<unknown>(`${webhookPath(company, webhookId)}/deliveries/${deliveryId}/redeliver`);

export const useRedeliverMutation = (company: CompanyRef, webhookId: number) =>
  useIntegrationMutation((deliveryId: number) => redeliverWebhookDelivery(company, webhookId, deliveryId));
