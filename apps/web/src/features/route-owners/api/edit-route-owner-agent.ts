import type { EditRouteOwnerAgentBody, RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_OWNERS_KEY } from './route-owner-keys';

/** SPEC 7: PATCH /api/customers/{customerId}/routeowners/{id}/edit_agent {agent} → 200 the group. */
export const editRouteOwnerAgent = (customerId: number, id: number, body: EditRouteOwnerAgentBody) =>
  api.patch<RouteOwner>(`/api/customers/${customerId}/routeowners/${id}/edit_agent`, body);

export const useEditRouteOwnerAgentMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EditRouteOwnerAgentBody }) =>
      editRouteOwnerAgent(customerId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTE_OWNERS_KEY }),
  });
};
