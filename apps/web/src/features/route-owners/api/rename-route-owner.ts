import type { RenameRouteOwnerBody, RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_OWNERS_KEY } from './route-owner-keys';

/** PUT /api/customers/{customerId}/routeowners/{id} {name} → 200 the group (admin). */
export const renameRouteOwner = (customerId: number, id: number, body: RenameRouteOwnerBody) =>
  api.put<RouteOwner>(`/api/customers/${customerId}/routeowners/${id}`, body);

export const useRenameRouteOwnerMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RenameRouteOwnerBody }) =>
      renameRouteOwner(customerId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTE_OWNERS_KEY }),
  });
};
