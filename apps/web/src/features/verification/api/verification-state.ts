import type { VerificationState } from '@portal/contract/verification/verification.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const verificationQueryKey = (contractorId: number) =>
  ['contractors', contractorId, 'verification'] as const;

export const verificationQueryOptions = (contractorId: number) =>
  queryOptions({
    queryKey: verificationQueryKey(contractorId),
    queryFn: ({ signal }) =>
      api.get<VerificationState>(`/api/contractors/${contractorId}/verification`, { signal }),
  });

export const useVerificationState = (contractorId: number) =>
  useQuery(verificationQueryOptions(contractorId));
