import type { UserContractors } from '@portal/contract/company-users/responsibility.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY } from './company-user-endpoints';

export const userContractorsPath = (customerId: number, userId: number) =>
  `/api/customers/${customerId}/users/${userId}/contractors`;

/** GET /api/customers/{customerId}/users/{userId}/contractors: the carriers the user handles. */
export const userContractorsQueryOptions = (customerId: number, userId: number) =>
  queryOptions({
    queryKey: [...COMPANY_USERS_KEY, 'customer', customerId, 'contractors', userId] as const,
    queryFn: ({ signal }) => api.get<UserContractors>(userContractorsPath(customerId, userId), { signal }),
  });

export const useUserContractors = (customerId: number, userId: number) =>
  useQuery({ ...userContractorsQueryOptions(customerId, userId), enabled: userId > 0 });
