import type { CompanyUserListQuery } from '@portal/contract/company-users/company-users.schemas';
import type { Page } from '@portal/contract/pagination';
import type { User } from '@portal/contract/users/users.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COMPANY_USERS_KEY, type CompanyRef, companyUsersPath } from './company-user-endpoints';

/** GET /api/{customers|contractors}/{id}/users: the company's users, paged, searched by name or e-mail. */
export const fetchCompanyUsers = (company: CompanyRef, query: CompanyUserListQuery, signal?: AbortSignal) =>
  api.get<Page<User>>(companyUsersPath(company), { query, ...(signal ? { signal } : {}) });

export const companyUsersQueryOptions = (company: CompanyRef, query: CompanyUserListQuery) =>
  queryOptions({
    queryKey: [...COMPANY_USERS_KEY, company.ownerType, company.ownerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchCompanyUsers(company, query, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanyUsers = (company: CompanyRef, query: CompanyUserListQuery) =>
  useQuery(companyUsersQueryOptions(company, query));
