import type { ContractorLookupQuery, ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';
import { useSession } from '../session/session-query';

/** GET /api/customers/{customerId}/lookup/contractors: carriers by name or INN, or by id (≤ 100). */
export const fetchContractorOptions = (
  customerId: number,
  { id, ...query }: ContractorLookupQuery,
  signal?: AbortSignal,
) =>
  api.get<{ items: ContractorOption[] }>(`/api/customers/${customerId}/lookup/contractors`, {
    query: { ...query, ...(id ? { 'id[]': id } : {}) },
    ...(signal ? { signal } : {}),
  });

export const useContractorOptions = (query: ContractorLookupQuery, { enabled = true } = {}) => {
  const customerId = useSession()?.ownerId;
  return useQuery({
    queryKey: ['lookup', 'contractors', customerId, query] as const,
    queryFn: ({ signal }) => fetchContractorOptions(customerId ?? 0, query, signal),
    enabled: enabled && customerId !== undefined,
    placeholderData: keepPreviousData,
    select: (answer) => answer.items,
  });
};
