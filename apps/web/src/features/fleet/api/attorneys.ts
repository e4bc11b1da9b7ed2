import type { Attorney, AttorneyBody } from '@portal/contract/fleet/attorneys.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { ATTORNEYS_KEY } from './fleet-keys';

export type AttorneysQuery = { page: number; limit: number; query?: string };

const attorneysPath = (ownerType: 'customer' | 'contractor', ownerId: number) =>
  ownerType === 'customer' ? `/api/customers/${ownerId}/attorneys` : `/api/contractors/${ownerId}/attorneys`;

/** GET /api/contractors/{id}/attorneys or /api/customers/{id}/attorneys (the partners' drivers'). */
export const fetchAttorneys = (
  ownerType: 'customer' | 'contractor',
  ownerId: number,
  query: AttorneysQuery,
  signal?: AbortSignal,
) => api.get<Page<Attorney>>(attorneysPath(ownerType, ownerId), { query, ...(signal ? { signal } : {}) });

export const useAttorneys = (query: AttorneysQuery) => {
  const session = useSession();
  const ownerType = session?.ownerType ?? 'contractor';
  const ownerId = session?.ownerId ?? 0;
  return useQuery({
    queryKey: [...ATTORNEYS_KEY, ownerType, ownerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchAttorneys(ownerType, ownerId, query, signal),
    placeholderData: keepPreviousData,
    enabled: ownerId > 0,
  });
};

const useAttorneyMutation = <A>(mutationFn: (contractorId: number, args: A) => Promise<Attorney>) => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => mutationFn(contractorId, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTORNEYS_KEY }),
  });
};

/** POST /api/contractors/{id}/attorneys → 201 (admin or manager). */
export const useCreateAttorneyMutation = () =>
  useAttorneyMutation((contractorId, body: AttorneyBody) =>
    api.post<Attorney>(`/api/contractors/${contractorId}/attorneys`, body),
  );

/** PATCH /api/contractors/{id}/attorneys/{attorneyId}/cancel|uncancel (the carrier's admin). */
export const useAttorneyActionMutation = () =>
  useAttorneyMutation((contractorId, { id, action }: { id: number; action: 'cancel' | 'uncancel' }) =>
    api.patch<Attorney>(`/api/contractors/${contractorId}/attorneys/${id}/${action}`),
  );

/** GET …/attorneys/{attorneyId} on the caller's side. */
export const useAttorney = (id: number) => {
  const session = useSession();
  const ownerType = session?.ownerType ?? 'contractor';
  const ownerId = session?.ownerId ?? 0;
  return useQuery({
    queryKey: [...ATTORNEYS_KEY, ownerType, ownerId, 'one', id] as const,
    queryFn: ({ signal }) => api.get<Attorney>(`${attorneysPath(ownerType, ownerId)}/${id}`, { signal }),
    enabled: ownerId > 0 && Number.isInteger(id) && id > 0,
    retry: false,
  });
};

/** PUT /api/contractors/{id}/attorneys/{attorneyId} (the carrier's admin). */
export const useUpdateAttorneyMutation = () =>
  useAttorneyMutation((contractorId, { id, body }: { id: number; body: AttorneyBody }) =>
    api.put<Attorney>(`/api/contractors/${contractorId}/attorneys/${id}`, body),
  );
