import type { ContractorListSummary } from '@portal/contract/contractor-lists/contractor-lists.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTRACTOR_LISTS_KEY, contractorListsPath } from './contractor-list-endpoints';

export type ContractorListsQuery = { page: number; limit: number; name?: string; contractorId?: number };

/** GET /api/customers/{customerId}/contractor-lists: the customer's lists, paged and filtered. */
export const fetchContractorLists = (customerId: number, query: ContractorListsQuery, signal?: AbortSignal) =>
  api.get<Page<ContractorListSummary>>(contractorListsPath(customerId), {
    query,
    ...(signal ? { signal } : {}),
  });

export const contractorListsQueryOptions = (customerId: number, query: ContractorListsQuery) =>
  queryOptions({
    queryKey: [...CONTRACTOR_LISTS_KEY, customerId, 'page', query] as const,
    queryFn: ({ signal }) => fetchContractorLists(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useContractorLists = (query: ContractorListsQuery) => {
  const customerId = useSession()?.ownerId;
  return useQuery({
    ...contractorListsQueryOptions(customerId ?? 0, query),
    enabled: customerId !== undefined,
  });
};
