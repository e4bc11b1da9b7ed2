import type { Webhook } from '@portal/contract/integration/webhooks.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { type CompanyRef, INTEGRATIONS_KEY, webhooksPath } from './integration-endpoints';

/** GET /api/{customers|contractors}/{id}/webhooks: the company's endpoints, a few, answered whole. */
export const fetchWebhooks = (company: CompanyRef, signal?: AbortSignal) =>
  api.get<Webhook[]>(webhooksPath(company), signal ? { signal } : {});

export const webhooksQueryOptions = (company: CompanyRef) =>
  queryOptions({
    queryKey: [...INTEGRATIONS_KEY, company.ownerType, company.ownerId, 'webhooks'] as const,
    queryFn: ({ signal }) => fetchWebhooks(company, signal),
  });

export const useWebhooks = (company: CompanyRef) => useQuery(webhooksQueryOptions(company));
