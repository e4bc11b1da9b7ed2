import { api } from '../../../shared/api/api-client';
import { type CompanyRef, webhookPath } from './integration-endpoints';
import { useIntegrationMutation } from './use-integration-mutation';

/** DELETE …/webhooks/{id}: the endpoint and its deliveries leave the list. */
export const deleteWebhook = (company: CompanyRef, id: number) =>
  api.delete<unknown>(webhookPath(company, id));

export const useDeleteWebhookMutation = (company: CompanyRef) =>
  useIntegrationMutation((id: number) => deleteWebhook(company, id));
