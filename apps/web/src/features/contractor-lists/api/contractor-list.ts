import type { ContractorList } from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTRACTOR_LISTS_KEY, contractorListPath } from './contractor-list-endpoints';

/** GET /api/customers/{customerId}/contractor-lists/{id}: the list with its members as they are now. */
export const fetchContractorList = (customerId: number, listId: number, signal?: AbortSignal) =>
  api.get<ContractorList>(contractorListPath(customerId, listId), signal ? { signal } : {});

export const contractorListQueryOptions = (customerId: number, listId: number) =>
  queryOptions({
    queryKey: [...CONTRACTOR_LISTS_KEY, customerId, 'one', listId] as const,
    queryFn: ({ signal }) => fetchContractorList(customerId, listId, signal),
  });

export const useContractorList = (listId: number) => {
  const customerId = useSession()?.ownerId;
  return useQuery({
    ...contractorListQueryOptions(customerId ?? 0, listId),
    enabled: customerId !== undefined && Number.isInteger(listId) && listId > 0,
  });
};
