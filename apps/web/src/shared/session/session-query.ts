import type { Session } from '@portal/contract/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '../api/api-client';
import { getToken, subscribeToken } from '../api/token-storage';

export const SESSION_QUERY_KEY = ['session'] as const;

// The session is loaded once per stored token and changes only through login, refresh and logout.
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => api.get<Session>('/api/login/check', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The stored access token, re-rendering when it changes (login, refresh, logout, another tab). */
export const useStoredToken = (): string | null =>
  useSyncExternalStore(
    (onChange) => subscribeToken(() => onChange()),
    getToken,
    () => null,
  );

/** The current session, or null for a guest (or while it is still loading). */
export const useSession = (): Session | null => {
  const hasStoredToken = Boolean(useStoredToken());
  const { data } = useQuery({ ...sessionQueryOptions(), enabled: hasStoredToken });
  return hasStoredToken ? (data ?? null) : null;
};
