import { LOOKUP_LIST_LIMIT, MAX_PAGE_LIMIT } from '@portal/contract/constants';
import type { Organization } from '@portal/contract/freight/departments.schemas';
import type { RouteWay, RouteWayRef } from '@portal/contract/freight/route-ways.schemas';
import type { Page } from '@portal/contract/pagination';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

export type FlightOption = { id: number; label: string };

// The flight screens pick from short reference lists (a customer's route ways, organizations,
// kinds of cargo, groups): each fits in one lookup of 100, so it is read once and searched in the browser, and a
// choice read from the URL finds its name without another call.
const REFERENCE_STALE_MS = 5 * 60_000;

const useReference = <T>(
  name: string,
  path: string | null,
  toOption: (item: T) => FlightOption,
  pick: (answer: { items: T[] }) => T[] = (answer) => answer.items,
) =>
  useQuery({
    queryKey: ['flight-references', name, path] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: T[] }>(path ?? '', { query: { limit: LOOKUP_LIST_LIMIT }, signal }),
    enabled: path !== null,
    staleTime: REFERENCE_STALE_MS,
    select: (answer) => pick(answer).map(toOption),
  });

const useCustomerPath = (suffix: string) => {
  const session = useSession();
  return session?.ownerType === 'customer' ? `/api/customers/${session.ownerId}/${suffix}` : null;
};

/** GET /api/customers/{id}/route_ways_short. */
export const useRouteWayOptions = () =>
  useReference<RouteWayRef>('route-ways', useCustomerPath('route_ways_short'), (way) => ({
    id: way.id,
    label: `${way.code} · ${way.name}`,
  }));

/** GET /api/organizations: the calling customer's own. */
export const useOrganizationOptions = () => {
  const session = useSession();
  return useReference<Organization>(
    'organizations',
    session?.ownerType === 'customer' ? '/api/organizations' : null,
    (o) => ({ id: o.id, label: o.name }),
  );
};

type Named = { id: number; name: string };

/** GET /api/customers/{id}/transportation-names (a page of at most 100). */
export const useTransportationOptions = () => {
  const path = useCustomerPath('transportation-names');
  return useQuery({
    queryKey: ['flight-references', 'transportations', path] as const,
    queryFn: ({ signal }) =>
      api.get<Page<Named>>(path ?? '', { query: { page: 1, limit: MAX_PAGE_LIMIT }, signal }),
    enabled: path !== null,
    staleTime: REFERENCE_STALE_MS,
    select: (answer): FlightOption[] => answer.items.map((item) => ({ id: item.id, label: item.name })),
  });
};

/** GET /api/customers/{id}/routeowners: the groups of responsible managers (a page of at most 100). */
export const useRouteOwnerOptions = () => {
  const path = useCustomerPath('routeowners');
  return useQuery({
    queryKey: ['flight-references', 'route-owners', path] as const,
    queryFn: ({ signal }) =>
      api.get<Page<Named>>(path ?? '', { query: { page: 1, limit: MAX_PAGE_LIMIT }, signal }),
    enabled: path !== null,
    staleTime: REFERENCE_STALE_MS,
    select: (answer): FlightOption[] => answer.items.map((item) => ({ id: item.id, label: item.name })),
  });
};

/** GET /api/customers/{id}/route_ways/{routeWayId}: its points, so a form knows the first department's zone. */
export const useRouteWay = (routeWayId: number | null | undefined) => {
  const path = useCustomerPath(`route_ways/${routeWayId ?? 0}`);
  return useQuery({
    queryKey: ['flight-references', 'route-way', path] as const,
    queryFn: ({ signal }) => api.get<RouteWay>(path ?? '', { signal }),
    enabled: path !== null && (routeWayId ?? 0) > 0,
    staleTime: REFERENCE_STALE_MS,
  });
};
