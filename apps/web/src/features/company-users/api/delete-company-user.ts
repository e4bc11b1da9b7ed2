import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY, type CompanyRef, companyUserPath } from './company-user-endpoints';

/** DELETE /api/{customers|contractors}/{id}/users/{userId} → 200 { message }. */
export const deleteCompanyUser = (company: CompanyRef, userId: number) =>
  api.delete<MessageResponse>(companyUserPath(company, userId));

export const useDeleteCompanyUserMutation = (company: CompanyRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => deleteCompanyUser(company, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
  });
};
