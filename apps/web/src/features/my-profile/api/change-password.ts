import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import type { ChangePasswordBody } from '@portal/contract/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/**
 * PUT /api/users/{id}/password → 200 { message }. Every other session ends; this one refreshes its access token
 * on the next call (the old one carries the previous token version).
 */
export const changePassword = ({ id, body }: { id: number; body: ChangePasswordBody }) =>
  api.put<MessageResponse>(`/api/users/${id}/password`, body);

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
