import type { Container, ContainerBody } from '@portal/contract/fleet/containers.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTAINERS_KEY } from './fleet-keys';

export type ContainersQuery = { page: number; limit: number; query?: string };

/** GET /api/contractors/{id}/containers: a page of the carrier's containers. */
export const fetchContainers = (contractorId: number, query: ContainersQuery, signal?: AbortSignal) =>
  api.get<Page<Container>>(`/api/contractors/${contractorId}/containers`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const useContainers = (query: ContainersQuery) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...CONTAINERS_KEY, contractorId, 'list', query] as const,
    queryFn: ({ signal }) => fetchContainers(contractorId, query, signal),
    placeholderData: keepPreviousData,
    enabled: contractorId > 0,
  });
};

/** POST /api/contractors/{id}/containers → 201 (admin or manager). */
export const useCreateContainerMutation = () => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContainerBody) =>
      api.post<Container>(`/api/contractors/${contractorId}/containers`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTAINERS_KEY }),
  });
};

/** DELETE /api/contractors/{id}/containers/{containerId} (admin or manager). */
export const useDeleteContainerMutation = () => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<{ message: string }>(`/api/contractors/${contractorId}/containers/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTAINERS_KEY }),
  });
};

/** GET /api/contractors/{id}/containers/{containerId}. */
export const useContainer = (id: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...CONTAINERS_KEY, contractorId, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get<Container>(`/api/contractors/${contractorId}/containers/${id}`, { signal }),
    enabled: contractorId > 0 && Number.isInteger(id) && id > 0,
    retry: false,
  });
};

/** PUT /api/contractors/{id}/containers/{containerId} (admin or manager). */
export const useUpdateContainerMutation = () => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContainerBody }) =>
      api.put<Container>(`/api/contractors/${contractorId}/containers/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTAINERS_KEY }),
  });
};
