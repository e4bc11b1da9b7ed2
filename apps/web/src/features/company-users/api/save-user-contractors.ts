import type { UserContractors } from '@portal/contract/company-users/responsibility.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY } from './company-user-endpoints';
import { userContractorsPath } from './user-contractors';

/** PATCH /api/customers/{customerId}/users/{userId}/contractors { contractorIds } → 200 the new set. */
export const saveUserContractors = (customerId: number, userId: number, contractorIds: number[]) =>
  api.patch<UserContractors>(userContractorsPath(customerId, userId), { contractorIds });

export const useSaveUserContractorsMutation = (customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, contractorIds }: { userId: number; contractorIds: number[] }) =>
      saveUserContractors(customerId, userId, contractorIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
  });
};
