import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const requestPasswordDrop = (body: { username: string }) =>
  api.post<MessageResponse>('/api/drop-password-message', body, { auth: false });

export const useRequestPasswordDropMutation = () => useMutation({ mutationFn: requestPasswordDrop });
