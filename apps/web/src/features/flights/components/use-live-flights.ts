import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import { FLIGHTS_KEY } from '../api/flights-keys';

/**
 * Issue 13 «Live»: the server sends `route-changed`, `route-assigned` and `route-released` on the `routes`
 * channel (docs/decisions.md «Live flights») to the customer and to the carriers concerned. Any of them makes the
 * open list and flight refetch, so a released flight leaves the carrier's list without a reload.
 */
export const useLiveFlights = (): void => {
  const queryClient = useQueryClient();
  useRealtime('routes', () => void queryClient.invalidateQueries({ queryKey: FLIGHTS_KEY }));
};
