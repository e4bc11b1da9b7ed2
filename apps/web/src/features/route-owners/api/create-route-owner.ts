import type { CreateRouteOwnerBody, RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ROUTE_OWNERS_KEY } from './route-owner-keys';

/** POST /api/customers/{customerId}/routeowners {name, agent?} → 201 the group (admin). */
export const createRouteOwner = (customerId: number, body: CreateRouteOwnerBody) =>
  api.post<RouteOwner>(`/api/customers/${customerId}/routeowners`, body);

export const useCreateRouteOwnerMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRouteOwnerBody) => createRouteOwner(customerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTE_OWNERS_KEY }),
  });
};
