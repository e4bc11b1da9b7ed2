import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const setDroppedPassword = (body: { token: string; password: string }) =>
  api.post<MessageResponse>('/api/drop-set-password', body, { auth: false });

export const useSetDroppedPasswordMutation = () => useMutation({ mutationFn: setDroppedPassword });
