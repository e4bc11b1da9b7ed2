import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import type { ChangePasswordBody } from '@portal/contract/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { getRefreshToken } from '../../../shared/api/token-storage';

/**
 * PUT /api/users/{id}/password → 200 { message }. The stored refresh token goes along, so this session stays
 * while every other one ends.
 */
export const changePassword = ({
  id,
  body,
}: {
  id: number;
  body: Omit<ChangePasswordBody, 'refreshToken'>;
}) => {
  const refreshToken = getRefreshToken();
  return api.put<MessageResponse>(`/api/users/${id}/password`, {
    ...body,
    ...(refreshToken ? { refreshToken } : {}),
  });
};

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
