import type { ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

/** GET /api/contractors/{id}: the carrier's own company record. */
export const fetchOwnContractor = (contractorId: number, signal?: AbortSignal) =>
  api.get<ContractorRecord>(`/api/contractors/${contractorId}`, signal ? { signal } : {});

export const ownContractorQueryOptions = (contractorId: number) =>
  queryOptions({
    queryKey: [...CONTRACTORS_KEY, 'own', contractorId] as const,
    queryFn: ({ signal }) => fetchOwnContractor(contractorId, signal),
  });

export const useOwnContractor = (contractorId: number | undefined) =>
  useQuery({ ...ownContractorQueryOptions(contractorId ?? 0), enabled: contractorId !== undefined });
