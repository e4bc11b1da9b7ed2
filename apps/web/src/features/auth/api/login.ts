import type { LoginBody, TokenPair } from '@portal/contract/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

// SPEC 5: login fails with this message when the server returned no token.
export const NO_TOKEN_MESSAGE = 'Не получен токен!';

// The server may answer 200 without a token; the page reports that (SPEC 5), so every field is optional.
export const login = (body: LoginBody) =>
  api.post<Partial<TokenPair> | null>('/api/login', body, { auth: false });

export const useLoginMutation = () => useMutation({ mutationFn: login });
