import type {
  Dimension,
  DimensionBody,
  RouteWayDimension,
  RouteWayDimensionBody,
} from '@portal/contract/fleet/dimensions.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

export const DIMENSIONS_KEY = ['fleet', 'dimensions'] as const;
type Kind = 'dimensions' | 'route-way-dimensions';

const pathOf = (customerId: number, kind: Kind) => `/api/customers/${customerId}/${kind}`;

export type DimensionsListQuery = { page: number; limit: number; query?: string };

export const fetchDimensions = <T>(
  customerId: number,
  kind: Kind,
  query: DimensionsListQuery,
  signal?: AbortSignal,
) => api.get<Page<T>>(pathOf(customerId, kind), { query, ...(signal ? { signal } : {}) });

const useList = <T>(kind: Kind, query: DimensionsListQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DIMENSIONS_KEY, kind, customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchDimensions<T>(customerId, kind, query, signal),
    placeholderData: keepPreviousData,
    enabled: customerId > 0,
  });
};

const useOne = <T>(kind: Kind, id: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...DIMENSIONS_KEY, kind, customerId, 'one', id] as const,
    queryFn: ({ signal }) => api.get<T>(`${pathOf(customerId, kind)}/${id}`, { signal }),
    enabled: customerId > 0 && Number.isInteger(id) && id > 0,
    retry: false,
  });
};

/** POST (id null) or PUT …/{id}, and DELETE …/{id}: every change refreshes both kinds. */
const useSave = <B, T>(kind: Kind) => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: B }) =>
      id === null
        ? api.post<T>(pathOf(customerId, kind), body)
        : api.put<T>(`${pathOf(customerId, kind)}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIMENSIONS_KEY }),
  });
};

const useRemove = (kind: Kind) => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${pathOf(customerId, kind)}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DIMENSIONS_KEY }),
  });
};

export const useDimensions = (query: DimensionsListQuery) => useList<Dimension>('dimensions', query);
export const useDimension = (id: number) => useOne<Dimension>('dimensions', id);
export const useSaveDimensionMutation = () => useSave<DimensionBody, Dimension>('dimensions');
export const useDeleteDimensionMutation = () => useRemove('dimensions');

export const useRouteWayDimensions = (query: DimensionsListQuery) =>
  useList<RouteWayDimension>('route-way-dimensions', query);
export const useRouteWayDimension = (id: number) => useOne<RouteWayDimension>('route-way-dimensions', id);
export const useSaveRouteWayDimensionMutation = () =>
  useSave<RouteWayDimensionBody, RouteWayDimension>('route-way-dimensions');
export const useDeleteRouteWayDimensionMutation = () => useRemove('route-way-dimensions');
