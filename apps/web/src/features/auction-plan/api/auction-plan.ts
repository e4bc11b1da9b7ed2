import type { AuctionPlan, AuctionPlanBodyInput } from '@portal/contract/auction-plan/auction-plan.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

const PLAN_KEY = ['auction-plan'] as const;
const planPath = (customerId: number) => `/api/customers/${customerId}/auction-plan`;

export type AuctionPlanListQuery = { page: number; limit: number } & Partial<
  Record<'routeWay' | 'month_from' | 'month_to', string>
>;

/** GET …/auction-plan: a page of plans per route way and month with the actual figures. */
export const fetchAuctionPlans = (customerId: number, query: AuctionPlanListQuery, signal?: AbortSignal) =>
  api.get<Page<AuctionPlan>>(planPath(customerId), { query, ...(signal ? { signal } : {}) });

export const useAuctionPlans = (query: AuctionPlanListQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...PLAN_KEY, customerId, query] as const,
    queryFn: ({ signal }) => fetchAuctionPlans(customerId, query, signal),
    placeholderData: keepPreviousData,
    enabled: customerId > 0,
  });
};

/** POST …/auction-plan, or PUT …/auction-plan/{id} with an id (customer admins). */
export const useSaveAuctionPlanMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AuctionPlanBodyInput }) =>
      id === null
        ? api.post<AuctionPlan>(planPath(customerId), body)
        : api.put<AuctionPlan>(`${planPath(customerId)}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLAN_KEY }),
  });
};
