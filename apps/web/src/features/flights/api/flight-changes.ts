import type {
  CustomerRoute,
  MovementPointBody,
  RouteBodyInput,
  RouteEvent,
  RouteEventBody,
} from '@portal/contract/freight/routes.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackAction } from '../../../shared/analytics/analytics-tracker';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { customerFlightPath } from './customer-flight';
import { FLIGHTS_KEY } from './flights-keys';

/** The customer's changes of a flight; each refetches every flight query (lists, the flight, its history). */
const useFlightMutation = <V, R>(call: (customerId: number, variables: V) => Promise<R>) => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(customerId, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLIGHTS_KEY }),
  });
};

/** POST /api/customers/{customerId}/routes → 201, a draft. */
export const useCreateFlightMutation = () =>
  useFlightMutation(async (customerId, body: RouteBodyInput) => {
    const flight = await api.post<CustomerRoute>(`/api/customers/${customerId}/routes`, body);
    trackAction('flight_created');
    return flight;
  });

/** PUT …/routes/{id}: only a draft (409 otherwise). */
export const useUpdateFlightMutation = (flightId: number) =>
  useFlightMutation((customerId, body: RouteBodyInput) =>
    api.put<CustomerRoute>(customerFlightPath(customerId, flightId), body),
  );

export type FlightLifecycleAction = 'set_ready' | 'set_draft' | 'cancel' | 'uncancel';
export type DisclaimerDecision = 'accept_disclaimer' | 'decline_disclaimer';

/** PATCH …/routes/{id}/<action>; `cancel` is DELETE …/routes/{id} (DESIGN 11). */
export const useFlightActionMutation = (flightId: number) =>
  useFlightMutation((customerId, action: FlightLifecycleAction | DisclaimerDecision) => {
    const path = customerFlightPath(customerId, flightId);
    return action === 'cancel'
      ? api.delete<CustomerRoute>(path)
      : api.patch<CustomerRoute>(`${path}/${action}`);
  });

/** PATCH …/routes/{id}/movement_points/{pointId} {factDateArrival}. */
export const useRecordArrivalMutation = (flightId: number) =>
  useFlightMutation((customerId, { pointId, body }: { pointId: number; body: MovementPointBody }) =>
    api.patch<CustomerRoute>(`${customerFlightPath(customerId, flightId)}/movement_points/${pointId}`, body),
  );

/** POST …/routes/{id}/events {type, eventDate, comment} → 201. */
export const useAddFlightEventMutation = (flightId: number) =>
  useFlightMutation((customerId, body: RouteEventBody) =>
    api.post<RouteEvent>(`${customerFlightPath(customerId, flightId)}/events`, body),
  );
