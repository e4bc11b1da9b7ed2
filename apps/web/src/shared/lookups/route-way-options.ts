import type { RouteWay, RouteWayRef } from '@portal/contract/freight/route-ways.schemas';
import { api } from '../api/api-client';
import type { SearchOption } from './search-select';

const routeWayLabel = (way: Pick<RouteWayRef, 'code' | 'name'>): string => `${way.code} ${way.name}`;

/** GET …/route_ways_short?query=: route ways by code or name (≤ 100). */
export const routeWayOptions = async (customerId: number, query: string, signal: AbortSignal) => {
  const answer = await api.get<{ items: RouteWayRef[] }>(`/api/customers/${customerId}/route_ways_short`, {
    query: query ? { query } : {},
    signal,
  });
  return answer.items.map((way): SearchOption => ({ id: way.id, label: routeWayLabel(way) }));
};

export const routeWayOption = async (customerId: number, id: number, signal: AbortSignal) => {
  const way = await api.get<RouteWay>(`/api/customers/${customerId}/route_ways/${id}`, {
    signal,
    silent: true,
  });
  return { id: way.id, label: routeWayLabel(way) };
};
