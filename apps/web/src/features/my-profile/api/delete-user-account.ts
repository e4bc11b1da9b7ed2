import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** DELETE /api/users/{id} → 200 { message }; the server ends every session of the deleted user. */
export const deleteUserAccount = (id: number) => api.delete<MessageResponse>(`/api/users/${id}`);

export const useDeleteUserAccountMutation = () => useMutation({ mutationFn: deleteUserAccount });
