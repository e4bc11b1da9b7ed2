import type { ApiKey, ApiKeyBody, CreatedApiKey } from '@portal/contract/integration/api-keys.schemas';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { apiKeysPath, type CompanyRef, INTEGRATIONS_KEY } from './integration-endpoints';
import { useIntegrationMutation } from './use-integration-mutation';

/** GET …/api-keys: the company's keys by name and prefix; the keys themselves are never listed. */
export const fetchApiKeys = (company: CompanyRef, query: PageQuery, signal?: AbortSignal) =>
  api.get<Page<ApiKey>>(apiKeysPath(company), { query, ...(signal ? { signal } : {}) });

export const apiKeysQueryOptions = (company: CompanyRef, query: PageQuery) =>
  queryOptions({
    queryKey: [...INTEGRATIONS_KEY, company.ownerType, company.ownerId, 'api-keys', query] as const,
    queryFn: ({ signal }) => fetchApiKeys(company, query, signal),
    placeholderData: keepPreviousData,
  });

export const useApiKeys = (company: CompanyRef, query: PageQuery) =>
  useQuery(apiKeysQueryOptions(company, query));

/** POST …/api-keys → 201 with the key, shown this once. */
export const createApiKey = (company: CompanyRef, body: ApiKeyBody) =>
  api.post<CreatedApiKey>(apiKeysPath(company), body);

export const useCreateApiKeyMutation = (company: CompanyRef) =>
  useIntegrationMutation((body: ApiKeyBody) => createApiKey(company, body));

/** DELETE …/api-keys/{id}: the key stops at once and leaves the list. */
export const revokeApiKey = (company: CompanyRef, id: number) =>
  api.delete<unknown>(`${apiKeysPath(company)}/${id}`);

export const useRevokeApiKeyMutation = (company: CompanyRef) =>
  useIntegrationMutation((id: number) => revokeApiKey(company, id));
