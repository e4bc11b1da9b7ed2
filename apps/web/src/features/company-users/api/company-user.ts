import type { User } from '@portal/contract/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY, type CompanyRef, companyUserPath } from './company-user-endpoints';

/** GET /api/{customers|contractors}/{id}/users/{userId} */
export const fetchCompanyUser = (company: CompanyRef, userId: number, signal?: AbortSignal) =>
  api.get<User>(companyUserPath(company, userId), signal ? { signal } : {});

export const companyUserQueryOptions = (company: CompanyRef, userId: number) =>
  queryOptions({
    queryKey: [...COMPANY_USERS_KEY, company.ownerType, company.ownerId, 'one', userId] as const,
    queryFn: ({ signal }) => fetchCompanyUser(company, userId, signal),
  });

export const useCompanyUser = (company: CompanyRef, userId: number, { enabled = true } = {}) =>
  useQuery({
    ...companyUserQueryOptions(company, userId),
    enabled: enabled && Number.isInteger(userId) && userId > 0,
  });
