import type { User } from '@portal/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY, type CompanyRef, companyUserPath } from './company-user-endpoints';

/** PATCH /api/{customers|contractors}/{id}/users/{userId}/block or /unblock → 200 the user. */
export const setCompanyUserBlocked = (company: CompanyRef, userId: number, isBlocked: boolean) =>
  api.patch<User>(`${companyUserPath(company, userId)}/${isBlocked ? 'block' : 'unblock'}`);

export const useSetCompanyUserBlockedMutation = (company: CompanyRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isBlocked }: { userId: number; isBlocked: boolean }) =>
      setCompanyUserBlocked(company, userId, isBlocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
  });
};
