import type { DriverDraft, DriverDraftDetail } from '@portal/contract/fleet/driver-drafts.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { DRIVER_DRAFTS_KEY, DRIVERS_KEY } from './fleet-keys';

export type DriverDraftsQuery = { page: number; limit: number; status?: number };

/** GET /api/customers/{id}/driver-drafts: proposed changes of the partners' verified drivers. */
export const useDriverDrafts = (query: DriverDraftsQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DRIVER_DRAFTS_KEY, customerId, 'list', query] as const,
    queryFn: ({ signal }) =>
      api.get<Page<DriverDraft>>(`/api/customers/${customerId}/driver-drafts`, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: customerId > 0,
  });
};

/** GET /api/customers/{id}/driver-drafts/{draftId}: every field beside the driver's current one (admin or manager). */
export const useDriverDraft = (id: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DRIVER_DRAFTS_KEY, customerId, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get<DriverDraftDetail>(`/api/customers/${customerId}/driver-drafts/${id}`, { signal }),
    enabled: customerId > 0 && Number.isInteger(id) && id > 0,
  });
};

export type DriverDraftDecision =
  | { id: number; action: 'accept' }
  | { id: number; action: 'decline'; reason: string };

/** PATCH /api/customers/{id}/driver-drafts/{draftId}/accept, or /decline with the reason (admin or manager). */
export const useDecideDriverDraftMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DriverDraftDecision) =>
      api.patch<DriverDraftDetail>(
        `/api/customers/${customerId}/driver-drafts/${decision.id}/${decision.action}`,
        decision.action === 'decline' ? { reason: decision.reason } : undefined,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DRIVER_DRAFTS_KEY });
      await queryClient.invalidateQueries({ queryKey: DRIVERS_KEY });
    },
  });
};
