import type { UpdateUserBody, User } from '@portal/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { userAccountKey } from './user-account';

/** PUT /api/users/{id} { fullname, phone } → 200 the account. */
export const updateUserAccount = ({ id, body }: { id: number; body: UpdateUserBody }) =>
  api.put<User>(`/api/users/${id}`, body);

export const useUpdateUserAccountMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAccount,
    onSuccess: async (user) => {
      queryClient.setQueryData(userAccountKey(user.id), user);
      // The header shows the name from the session.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
