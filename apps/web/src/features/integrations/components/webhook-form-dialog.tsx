import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from '@portal/contract/integration/integration.constants';
import {
  type Webhook,
  type WebhookWithSecret,
  webhookBodySchema,
  webhookEventTypesSchema,
  webhookUrlSchema,
} from '@portal/contract/integration/webhooks.schemas';
import { Form, Input, Modal } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateWebhookMutation } from '../api/create-webhook';
import type { CompanyRef } from '../api/integration-endpoints';
import { useUpdateWebhookMutation } from '../api/update-webhook';
import { EventTypesSelect, normalizeEventTypes } from './event-types-select';
import { WEBHOOK_TEXTS } from './integration-texts';

type WebhookValues = { url: string; eventTypes: string[]; description: string };

type WebhookFormDialogProps = {
  company: CompanyRef;
  /** The endpoint being edited; null adds a new one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** A new endpoint answers its secret once: the screen shows it. */
  onCreated: (webhook: WebhookWithSecret) => void;
};

const valuesOf = (webhook: Webhook | null): WebhookValues => ({
  url: webhook?.url ?? '',
  eventTypes: webhook?.eventTypes ?? [],
  description: webhook?.description ?? '',
});

/** «Добавить вебхук» and its edit: the address, the events it receives and a note for the admins. */
export function WebhookFormDialog({ company, webhook, onClose, onCreated }: WebhookFormDialogProps) {
  const [form] = Form.useForm<WebhookValues>();
  const create = useCreateWebhookMutation(company);
  const update = useUpdateWebhookMutation(company);
  const toast = useToast();
  const isNew = webhook === null;

  const handleOk = async () => {
    const values = await validateOrFocus(form);
    if (!values) return;
    const body = webhookBodySchema.parse({
      url: values.url.trim(),
      eventTypes: values.eventTypes,
      description: values.description.trim(),
    });
    try {
      if (isNew) {
        onCreated(await create.mutateAsync(body));
        toast.success(WEBHOOK_TEXTS.created);
      } else {
        await update.mutateAsync({ id: webhook.id, body });
        toast.success(WEBHOOK_TEXTS.updated);
      }
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={isNew ? 'Добавить вебхук' : 'Изменить вебхук'}
      okText={isNew ? 'Добавить' : 'Сохранить'}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
    >
      <Form<WebhookValues> {...FORM_DEFAULTS} form={form} initialValues={valuesOf(webhook)}>
        <Form.Item
          label="Адрес (URL)"
          name="url"
          htmlFor="webhook-url"
          required
          rules={[zodRule(webhookUrlSchema)]}
          extra="Портал отправляет события POST-запросом с подписью; ответ 2xx означает, что событие получено."
        >
          <Input
            id="webhook-url"
            autoFocus
            inputMode="url"
            placeholder="https://erp.example.ru/portal/webhooks"
            maxLength={WEBHOOK_URL_MAX_LENGTH}
          />
        </Form.Item>
        <Form.Item
          label="События"
          name="eventTypes"
          htmlFor="webhook-event-types"
          required
          rules={[zodRule(webhookEventTypesSchema)]}
          normalize={normalizeEventTypes}
        >
          <EventTypesSelect id="webhook-event-types" side={company.ownerType} />
        </Form.Item>
        <Form.Item label="Описание" name="description" htmlFor="webhook-description">
          <Input.TextArea
            id="webhook-description"
            rows={2}
            maxLength={WEBHOOK_DESCRIPTION_MAX_LENGTH}
            placeholder="Например: 1С, выгрузка рейсов"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
