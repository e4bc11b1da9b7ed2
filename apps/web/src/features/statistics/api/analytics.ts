import type { CustomerAnalytics } from '@portal/contract/analytics/analytics.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

/** GET /api/customers/{customerId}/analytics (DESIGN 12 «Analytics»): the company's use of the portal per week. */
export const useCustomerAnalytics = (period: { dateFrom?: string; dateTo?: string }, isEnabled: boolean) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: ['customer-analytics', customerId, period.dateFrom, period.dateTo] as const,
    queryFn: ({ signal }) =>
      api.get<CustomerAnalytics>(`/api/customers/${customerId}/analytics`, {
        query: { dateFrom: period.dateFrom, dateTo: period.dateTo },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: isEnabled && customerId > 0 && Boolean(period.dateFrom && period.dateTo),
  });
};
