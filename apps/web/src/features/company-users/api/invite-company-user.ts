import type { InviteCompanyUserBody } from '@portal/contract/company-users/company-users.schemas';
import type { User } from '@portal/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY, type CompanyRef, companyUsersPath } from './company-user-endpoints';

/** POST /api/{customers|contractors}/{id}/users → 201 the invited user (the invitation mail is sent). */
export const inviteCompanyUser = (company: CompanyRef, body: InviteCompanyUserBody) =>
  api.post<User>(companyUsersPath(company), body);

export const useInviteCompanyUserMutation = (company: CompanyRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCompanyUserBody) => inviteCompanyUser(company, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
  });
};
