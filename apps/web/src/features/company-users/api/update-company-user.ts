import type { EditCompanyUserBody } from '@portal/contract/company-users/company-users.schemas';
import type { User } from '@portal/contract/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY, type CompanyRef, companyUserPath } from './company-user-endpoints';

/** PUT /api/{customers|contractors}/{id}/users/{userId} { fullname, phone, roles } → 200 the user. */
export const updateCompanyUser = (company: CompanyRef, userId: number, body: EditCompanyUserBody) =>
  api.put<User>(companyUserPath(company, userId), body);

export const useUpdateCompanyUserMutation = (company: CompanyRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: EditCompanyUserBody }) =>
      updateCompanyUser(company, userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
  });
};
