import type { Session } from '@portal/contract/auth/auth.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../../shared/api/token-storage';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../../shared/session/session-query';

/** The session of the stored token from the query cache, fetched once (GET /api/login/check). */
export const createSessionLoader = (queryClient: QueryClient) => async (): Promise<Session | null> => {
  if (!getToken()) {
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    return null;
  }
  try {
    return await queryClient.ensureQueryData(sessionQueryOptions());
  } catch (error) {
    // The API client cleared the tokens when the session could not be renewed: the user is a guest now.
    if (!getToken()) return null;
    throw error;
  }
};
