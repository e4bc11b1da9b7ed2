import type { WebhookBody, WebhookWithSecret } from '@portal/contract/integration/webhooks.schemas';
import { api } from '../../../shared/api/api-client';
import { type CompanyRef, webhooksPath } from './integration-endpoints';
import { useIntegrationMutation } from './use-integration-mutation';

/** POST …/webhooks → 201 the endpoint with its secret, shown this once. */
export const createWebhook = (company: CompanyRef, body: WebhookBody) =>
  api.post<WebhookWithSecret>(webhooksPath(company), body);

export const useCreateWebhookMutation = (company: CompanyRef) =>
  useIntegrationMutation((body: WebhookBody) => createWebhook(company, body));
