import type { Dashboard } from '@portal/contract/dashboard/dashboard.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useLiveRefetch } from '../../../shared/realtime/use-live-refetch';
import { useSession } from '../../../shared/session/session-query';

export const DASHBOARD_KEY = ['dashboard'] as const;

/** GET /api/customers/{id}/dashboard or /api/contractors/{id}/dashboard: the caller's side (DESIGN 12). */
export const useDashboard = () => {
  const session = useSession();
  const side = session?.ownerType === 'contractor' ? 'contractors' : 'customers';
  const ownerId = session?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DASHBOARD_KEY, side, ownerId] as const,
    queryFn: ({ signal }) => api.get<Dashboard>(`/api/${side}/${ownerId}/dashboard`, { signal }),
    enabled: ownerId > 0,
  });
};

const everyEvent = () => true;

/**
 * DESIGN 12: the page follows the live channels and refetches on their events: auctions and tenders (started,
 * bids, ended), flights (changed, assigned, released) and notifications (proformas, fleet, appeals, verification
 * reach the reader as notices). A missed event or a reconnect refetches too.
 */
export const useLiveDashboard = (): void => {
  useLiveRefetch({ channel: 'auctions', queryKey: DASHBOARD_KEY, concerns: everyEvent });
  useLiveRefetch({ channel: 'tenders', queryKey: DASHBOARD_KEY, concerns: everyEvent });
  useLiveRefetch({ channel: 'routes', queryKey: DASHBOARD_KEY, concerns: everyEvent });
  useLiveRefetch({ channel: 'notifications', queryKey: DASHBOARD_KEY, concerns: everyEvent });
};
