import { DeleteOutlined, EditOutlined, HistoryOutlined, KeyOutlined, SendOutlined } from '@ant-design/icons';
import type { Webhook, WebhookWithSecret } from '@portal/contract/integration/webhooks.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useConfirm } from '../../../shared/toast/use-confirm';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteWebhookMutation } from '../api/delete-webhook';
import type { CompanyRef } from '../api/integration-endpoints';
import { useRotateWebhookSecretMutation, useTestWebhookMutation } from '../api/webhook-actions';
import { WEBHOOK_TEXTS } from './integration-texts';

export type WebhookRowHandlers = {
  onEdit: (webhook: Webhook) => void;
  onDeliveries: (webhook: Webhook) => void;
  onSecret: (webhook: WebhookWithSecret) => void;
};

type WebhookRowActionsProps = WebhookRowHandlers & { company: CompanyRef; webhook: Webhook };

/** Edit, «Отправить тест», the deliveries, «Повернуть секрет» and delete, each change asked first. */
export function WebhookRowActions({
  company,
  webhook,
  onEdit,
  onDeliveries,
  onSecret,
}: WebhookRowActionsProps) {
  const confirm = useConfirm();
  const confirmedAction = useConfirmedAction();
  const toast = useToast();
  const rotate = useRotateWebhookSecretMutation(company);
  const test = useTestWebhookMutation(company);
  const remove = useDeleteWebhookMutation(company);

  const handleRotate = async () => {
    if (!(await confirm({ title: WEBHOOK_TEXTS.rotateQuestion, content: WEBHOOK_TEXTS.rotateWarning })))
      return;
    // A refusal was shown by the API client already.
    const rotated = await rotate.mutateAsync(webhook.id).catch(() => null);
    if (!rotated) return;
    toast.success(WEBHOOK_TEXTS.rotated);
    onSecret(rotated);
  };

  const handleTest = async () => {
    const isSent = await test
      .mutateAsync(webhook.id)
      .then(() => true)
      .catch(() => false);
    if (isSent) toast.success(WEBHOOK_TEXTS.tested);
  };

  const handleDelete = () =>
    confirmedAction(
      { title: WEBHOOK_TEXTS.deleteQuestion, content: webhook.url, isDanger: true },
      () => remove.mutateAsync(webhook.id),
      WEBHOOK_TEXTS.deleted,
    );

  return (
    <Flex gap={4} wrap={false}>
      <Tooltip title="Изменить">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={`Изменить вебхук ${webhook.url}`}
          onClick={() => onEdit(webhook)}
        />
      </Tooltip>
      <Tooltip title="Доставки">
        <Button
          type="text"
          icon={<HistoryOutlined />}
          aria-label={`Доставки вебхука ${webhook.url}`}
          onClick={() => onDeliveries(webhook)}
        />
      </Tooltip>
      <Tooltip title="Отправить тест">
        <Button
          type="text"
          icon={<SendOutlined />}
          aria-label={`Отправить тест на ${webhook.url}`}
          loading={test.isPending}
          onClick={() => void handleTest()}
        />
      </Tooltip>
      <Tooltip title="Повернуть секрет">
        <Button
          type="text"
          icon={<KeyOutlined />}
          aria-label={`Повернуть секрет вебхука ${webhook.url}`}
          loading={rotate.isPending}
          onClick={() => void handleRotate()}
        />
      </Tooltip>
      <Tooltip title="Удалить">
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Удалить вебхук ${webhook.url}`}
          loading={remove.isPending}
          onClick={() => void handleDelete()}
        />
      </Tooltip>
    </Flex>
  );
}
