import type { ContractorVerification } from '@portal/contract/verification/verification.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** Every customer-side verification query starts with this key. */
export const CUSTOMER_VERIFICATION_KEY = ['verification', 'customer'] as const;

export const contractorVerificationPath = (customerId: number, contractorId: number) =>
  `/api/customers/${customerId}/verification/contractors/${contractorId}`;

/** GET /api/customers/{customerId}/verification/contractors/{contractorId}: requisites, documents, status. */
export const contractorVerificationQueryOptions = (customerId: number, contractorId: number) =>
  queryOptions({
    queryKey: [...CUSTOMER_VERIFICATION_KEY, customerId, contractorId] as const,
    queryFn: ({ signal }) =>
      api.get<ContractorVerification>(contractorVerificationPath(customerId, contractorId), { signal }),
  });

export const useContractorVerification = (customerId: number, contractorId: number) =>
  useQuery({
    ...contractorVerificationQueryOptions(customerId, contractorId),
    enabled: Number.isInteger(contractorId) && contractorId > 0,
  });
