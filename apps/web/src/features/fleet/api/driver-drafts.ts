import type { DriverDraft } from '@portal/contract/fleet/driver-drafts.schemas';
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

/** PATCH /api/customers/{id}/driver-drafts/{draftId}/accept|decline (admin or manager). */
export const useDecideDriverDraftMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'decline' }) =>
      api.patch<DriverDraft>(`/api/customers/${customerId}/driver-drafts/${id}/${action}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DRIVER_DRAFTS_KEY });
      await queryClient.invalidateQueries({ queryKey: DRIVERS_KEY });
    },
  });
};
