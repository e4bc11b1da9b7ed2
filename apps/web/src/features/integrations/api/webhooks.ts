import type { Webhook } from '@portal/contract/integration/webhooks.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { type CompanyRef, INTEGRATIONS_KEY, webhooksPath } from './integration-endpoints';

/** GET /api/{customers|contractors}/{id}/webhooks: a page of the company's endpoints, newest first. */
export const fetchWebhooks = (company: CompanyRef, query: PageQuery, signal?: AbortSignal) =>
  api.get<Page<Webhook>>(webhooksPath(company), { query, ...(signal ? { signal } : {}) });

export const webhooksQueryOptions = (company: CompanyRef, query: PageQuery) =>
  queryOptions({
    queryKey: [...INTEGRATIONS_KEY, company.ownerType, company.ownerId, 'webhooks', query] as const,
    queryFn: ({ signal }) => fetchWebhooks(company, query, signal),
    placeholderData: keepPreviousData,
  });

export const useWebhooks = (company: CompanyRef, query: PageQuery) =>
  useQuery(webhooksQueryOptions(company, query));
