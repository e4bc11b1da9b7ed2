import { clearTokens, subscribeToken } from '../api/token-storage';

/** Why a session ended: the refresh failed, the user logged out, or the server sent a logout command. */
export type SessionEndReason = 'expired' | 'logout' | 'command';

type SessionEndHandler = (reason: SessionEndReason) => void;

let handler: SessionEndHandler | null = null;
let hasEnded = false;

subscribeToken((token) => {
  if (token) hasEnded = false;
});

/** The app decides what ending a session means for the screen (clear the cache, go to /login). */
export const configureSessionEnd = (next: SessionEndHandler | null): void => {
  handler = next;
};

/** Clears the tokens and lets the app leave the protected screens; parallel failures end the session once. */
export const endSession = (reason: SessionEndReason = 'expired'): void => {
  clearTokens();
  if (hasEnded) return;
  hasEnded = true;
  handler?.(reason);
};
