import {
  NOTIFICATION_MESSAGES,
  type NotificationSetting,
} from '@portal/contract/notifications/notifications.schemas';
import { Form, Typography } from 'antd';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useNotificationSettings } from '../api/notification-settings';
import { useSaveNotificationSettingsMutation } from '../api/save-notification-settings';
import { NotificationSettingsTable } from '../components/notification-settings-table';

type SettingsFormValues = { settings: Pick<NotificationSetting, 'email' | 'portal'>[] };

/** The user settings screen: which events arrive by e-mail and in the portal, for the user's side. */
function UserSettingsPage() {
  const session = useSession();
  if (!session) return null;
  return <NotificationSettingsForm side={session.ownerType} />;
}

function NotificationSettingsForm({ side }: { side: 'customer' | 'contractor' }) {
  const toast = useToast();
  const [form] = Form.useForm<SettingsFormValues>();
  const query = useNotificationSettings(side);
  const mutation = useSaveNotificationSettingsMutation();
  const settings = query.data?.settings ?? [];

  const handleSubmit = async (values: SettingsFormValues) => {
    await mutation.mutateAsync({
      side,
      body: {
        settings: settings.map((setting, index) => ({
          type: setting.type,
          email: values.settings[index]?.email ?? setting.email,
          portal: values.settings[index]?.portal ?? setting.portal,
        })),
      },
    });
    toast.success(NOTIFICATION_MESSAGES.settingsSaved);
  };

  return (
    <FormPage<SettingsFormValues>
      form={form}
      initialValues={{ settings }}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      isLoading={query.isPending}
      backTo={routePath('dashboard')}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Уведомления
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Выберите, о каких событиях сообщать письмом и в разделе «Уведомления».
      </Typography.Paragraph>
      <NotificationSettingsTable settings={settings} />
    </FormPage>
  );
}

export { UserSettingsPage as Component };
