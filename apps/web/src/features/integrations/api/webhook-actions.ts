import type { WebhookWithSecret } from '@portal/contract/integration/webhooks.schemas';
import { api } from '../../../shared/api/api-client';
import { type CompanyRef, webhookPath } from './integration-endpoints';
import { useIntegrationMutation } from './use-integration-mutation';

/** PATCH …/webhooks/{id}/rotate_secret → the endpoint with its new secret, shown this once. */
export const rotateWebhookSecret = (company: CompanyRef, id: number) =>
  api.patch<WebhookWithSecret>(`${webhookPath(company, id)}/rotate_secret`);

export const useRotateWebhookSecretMutation = (company: CompanyRef) =>
  useIntegrationMutation((id: number) => rotateWebhookSecret(company, id));

/** PATCH …/webhooks/{id}/test: one `webhook.test` delivery to this endpoint, listed with its deliveries. */
export const testWebhook = (company: CompanyRef, id: number) =>
  api.patch<unknown>(`${webhookPath(company, id)}/test`);

export const useTestWebhookMutation = (company: CompanyRef) =>
  useIntegrationMutation((id: number) => testWebhook(company, id));
