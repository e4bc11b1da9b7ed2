import type { CarrierUser } from '@portal/contract/company-users/company-users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY } from './company-user-endpoints';

/** GET /api/customers/{customerId}/contractor-users/{userId}: a carrier's user as a customer sees it. */
export const fetchCarrierUser = (customerId: number, userId: number, signal?: AbortSignal) =>
  api.get<CarrierUser>(`/api/customers/${customerId}/contractor-users/${userId}`, signal ? { signal } : {});

export const carrierUserQueryOptions = (customerId: number, userId: number) =>
  queryOptions({
    queryKey: [...COMPANY_USERS_KEY, 'carrier-user', customerId, userId] as const,
    queryFn: ({ signal }) => fetchCarrierUser(customerId, userId, signal),
  });

export const useCarrierUser = (customerId: number, userId: number, { enabled = true } = {}) =>
  useQuery({
    ...carrierUserQueryOptions(customerId, userId),
    enabled: enabled && Number.isInteger(userId) && userId > 0,
  });
