import { getFreshToken, RefreshRejectedError, refreshAccessToken } from '../api/token-refresh';
import { getToken } from '../api/token-storage';
import { endSession } from '../session/session-end';
import { RealtimeClient, type RealtimeClientOptions, realtimeUrl } from './realtime-client';

const resolveToken = async ({ forceRefresh }: { forceRefresh: boolean }): Promise<string | null> => {
  try {
    return forceRefresh ? await refreshAccessToken(getToken()) : await getFreshToken();
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
