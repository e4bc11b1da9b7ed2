import type { Webhook } from '@portal/contract/integration/webhooks.schemas';
import { Flex, Switch, Typography } from 'antd';
import { useToast } from '../../../shared/toast/use-toast';
import type { CompanyRef } from '../api/integration-endpoints';
import { useUpdateWebhookMutation } from '../api/update-webhook';
import { WEBHOOK_TEXTS } from './integration-texts';

/**
 * On and off through PUT with the endpoint's own fields. Switched off by the portal (410, retries exhausted) it
 * says why; switching it on again is the admin's answer to that.
 */
export function WebhookActiveSwitch({ company, webhook }: { company: CompanyRef; webhook: Webhook }) {
  const update = useUpdateWebhookMutation(company);
  const toast = useToast();

  const handleChange = async (active: boolean) => {
    const body = {
      url: webhook.url,
      eventTypes: webhook.eventTypes,
      description: webhook.description ?? '',
      active,
    };
    const isSaved = await update
      .mutateAsync({ id: webhook.id, body })
      .then(() => true)
      .catch(() => false);
    if (isSaved) toast.success(active ? WEBHOOK_TEXTS.enabled : WEBHOOK_TEXTS.disabled);
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="center">
        <Switch
          size="small"
          checked={webhook.active}
          loading={update.isPending}
          aria-label={`Вебхук ${webhook.url} включён`}
          onChange={(active) => void handleChange(active)}
        />
        <Typography.Text type={webhook.active ? 'success' : 'secondary'}>
          {webhook.active ? 'Включён' : 'Выключен'}
        </Typography.Text>
      </Flex>
      {!webhook.active && webhook.disabledReason && (
        <Typography.Text type="danger" style={{ fontSize: 12, maxWidth: 200 }}>
          {webhook.disabledReason}
        </Typography.Text>
      )}
    </Flex>
  );
}
