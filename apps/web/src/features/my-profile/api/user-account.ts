import type { User } from '@portal/contract/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const userAccountKey = (id: number) => ['user-account', id] as const;

/** GET /api/users/{id}: the user's own account (phone included, which the session lacks). */
export const fetchUserAccount = (id: number, signal?: AbortSignal) =>
  api.get<User>(`/api/users/${id}`, signal ? { signal } : {});

export const userAccountQueryOptions = (id: number) =>
  queryOptions({ queryKey: userAccountKey(id), queryFn: ({ signal }) => fetchUserAccount(id, signal) });

export const useUserAccount = (id: number | undefined) =>
  useQuery({ ...userAccountQueryOptions(id ?? 0), enabled: id !== undefined });
