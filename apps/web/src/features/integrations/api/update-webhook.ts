import type { Webhook, WebhookUpdateBody } from '@portal/contract/integration/webhooks.schemas';
import { api } from '../../../shared/api/api-client';
import { type CompanyRef, webhookPath } from './integration-endpoints';
import { useIntegrationMutation } from './use-integration-mutation';

/** PUT …/webhooks/{id}: address, event types, description, and the switch on or off. */
export const updateWebhook = (company: CompanyRef, id: number, body: WebhookUpdateBody) =>
  api.put<Webhook>(webhookPath(company, id), body);

export const useUpdateWebhookMutation = (company: CompanyRef) =>
  useIntegrationMutation(({ id, body }: { id: number; body: WebhookUpdateBody }) =>
    updateWebhook(company, id, body),
  );
