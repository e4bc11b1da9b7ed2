import type { ContractorCard } from '@portal/contract/contractors/contractor-card.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

/** GET /api/customers/{id}/contractors/{cid}/card: the whole carrier card in one call. */
export const fetchContractorCard = (customerId: number, contractorId: number, signal?: AbortSignal) =>
  api.get<ContractorCard>(
    `/api/customers/${customerId}/contractors/${contractorId}/card`,
    signal ? { signal } : {},
  );

export const contractorCardQueryOptions = (customerId: number, contractorId: number) =>
  queryOptions({
    queryKey: [...CONTRACTORS_KEY, 'card', customerId, contractorId] as const,
    queryFn: ({ signal }) => fetchContractorCard(customerId, contractorId, signal),
  });

export const useContractorCard = (customerId: number | undefined, contractorId: number) =>
  useQuery({
    ...contractorCardQueryOptions(customerId ?? 0, contractorId),
    enabled: customerId !== undefined && Number.isInteger(contractorId) && contractorId > 0,
  });
