import type { OwnerType } from '@portal/contract/roles';

/** Every company user query starts with this key, so one invalidation refreshes lists, views and sets. */
export const COMPANY_USERS_KEY = ['company-users'] as const;

export type CompanyRef = { ownerType: OwnerType; ownerId: number };

/** /api/customers/{id}/users or /api/contractors/{id}/users: the signed-in company's staff. */
export const companyUsersPath = ({ ownerType, ownerId }: CompanyRef) => `/api/${ownerType}s/${ownerId}/users`;

export const companyUserPath = (company: CompanyRef, userId: number) =>
  `${companyUsersPath(company)}/${userId}`;
