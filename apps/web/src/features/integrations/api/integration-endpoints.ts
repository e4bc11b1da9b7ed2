import type { OwnerType } from '@portal/contract/roles';

/** Every integration query starts with this key, so one invalidation refreshes webhooks, deliveries and keys. */
export const INTEGRATIONS_KEY = ['integrations'] as const;

/** The signed-in company: both sides have the same calls under their own path (DESIGN 12). */
export type CompanyRef = { ownerType: OwnerType; ownerId: number };

export const companyPath = ({ ownerType, ownerId }: CompanyRef) => `/api/${ownerType}s/${ownerId}`;

export const webhooksPath = (company: CompanyRef) => `${companyPath(company)}/webhooks`;

export const webhookPath = (company: CompanyRef, webhookId: number) =>
  `${webhooksPath(company)}/${webhookId}`;

export const apiKeysPath = (company: CompanyRef) => `${companyPath(company)}/api-keys`;
