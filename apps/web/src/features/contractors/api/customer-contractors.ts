import type { ContractorSort, PartnerContractor } from '@portal/contract/contractors/partners.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

/** «Партнёры»: GET .../contractors; «Все перевозчики»: GET .../all-contractors (every verified carrier). */
export type ContractorScope = 'partners' | 'all';

const PATHS: Record<ContractorScope, string> = { partners: 'contractors', all: 'all-contractors' };

export type CustomerContractorsQuery = {
  page: number;
  limit: number;
  query?: string;
  status?: string;
  verificationStatus?: string;
  sort?: ContractorSort;
};

export const fetchCustomerContractors = (
  customerId: number,
  scope: ContractorScope,
  query: CustomerContractorsQuery,
  signal?: AbortSignal,
) =>
  api.get<Page<PartnerContractor>>(`/api/customers/${customerId}/${PATHS[scope]}`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const customerContractorsQueryOptions = (
  customerId: number,
  scope: ContractorScope,
  query: CustomerContractorsQuery,
) =>
  queryOptions({
    queryKey: [...CONTRACTORS_KEY, 'customer', customerId, scope, query] as const,
    queryFn: ({ signal }) => fetchCustomerContractors(customerId, scope, query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomerContractors = (
  customerId: number,
  scope: ContractorScope,
  query: CustomerContractorsQuery,
) => useQuery(customerContractorsQueryOptions(customerId, scope, query));
