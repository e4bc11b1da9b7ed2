import { api } from '../../../shared/api/api-client';

/** Revokes the refresh token on the server; the page ends the session whatever the answer. */
export const logout = (refreshToken: string) =>
  api.post<unknown>('/api/logout', { refreshToken }, { silent: true });
