import type { Page } from '@portal/contract/pagination';
import type { VerificationQueueItem } from '@portal/contract/verification/verification.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

export type VerificationQueueQuery = { page: number; limit: number; status?: string; query?: string };

/** GET /api/customers/{id}/verification/contractors: carriers by verification status, those waiting first. */
export const fetchVerificationQueue = (
  customerId: number,
  query: VerificationQueueQuery,
  signal?: AbortSignal,
) =>
  api.get<Page<VerificationQueueItem>>(`/api/customers/${customerId}/verification/contractors`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const verificationQueueQueryOptions = (customerId: number, query: VerificationQueueQuery) =>
  queryOptions({
    queryKey: [...CONTRACTORS_KEY, 'verification-queue', customerId, query] as const,
    queryFn: ({ signal }) => fetchVerificationQueue(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useVerificationQueue = (customerId: number, query: VerificationQueueQuery) =>
  useQuery(verificationQueueQueryOptions(customerId, query));
