import { getFreshToken, RefreshRejectedError, refreshAccessToken } from '../api/token-refresh';
import { endSession } from '../session/session-end';
import { RealtimeClient, type RealtimeClientOptions, realtimeUrl } from './realtime-client';

const resolveToken = async ({ refusedToken }: { refusedToken: string | null }): Promise<string | null> => {
  try {
    // The refused token, not the stored one: when a request or a tab has refreshed since, storage holds the new
    // token and no second refresh is made.
    return refusedToken ? await refreshAccessToken(refusedToken) : await getFreshToken();
  } catch (error) {
    if (error instanceof RefreshRejectedError) {
      endSession('expired');
      return null;
    }
    throw error;
  }
};

/** The browser's live-updates client (loaded lazily by RealtimeHub). */
export const createRealtimeClient = (callbacks: Pick<RealtimeClientOptions, 'onMessage' | 'onStatus'>) =>
  new RealtimeClient({
    url: () => realtimeUrl(),
    getToken: resolveToken,
    onBlocked: () => endSession('command'),
    ...callbacks,
  });
