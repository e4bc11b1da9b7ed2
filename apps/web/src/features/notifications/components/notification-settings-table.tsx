import type { NotificationSetting } from '@portal/contract/notifications/notifications.schemas';
import { Form, Switch, Table, type TableColumnsType } from 'antd';
import { WideTableFrame } from '../../../shared/list/wide-table';

type SwitchColumn = { key: 'email' | 'portal'; title: string; ariaSuffix: string };

// The switches are form fields `settings[index].email|portal`, in the order of the loaded settings.
const SWITCH_COLUMNS: SwitchColumn[] = [
  { key: 'email', title: 'По e-mail', ariaSuffix: 'по e-mail' },
  { key: 'portal', title: 'В портале', ariaSuffix: 'в портале' },
];

const columns: TableColumnsType<NotificationSetting> = [
  { title: 'Событие', dataIndex: 'label' },
  ...SWITCH_COLUMNS.map(({ key, title, ariaSuffix }): TableColumnsType<NotificationSetting>[number] => ({
    title,
    key,
    align: 'center',
    width: 130,
    render: (_: unknown, setting, index) => (
      <Form.Item name={['settings', index, key]} valuePropName="checked" noStyle>
        <Switch aria-label={`${setting.label}: ${ariaSuffix}`} />
      </Form.Item>
    ),
  })),
];

/** The user's side's events with a switch per channel; on a phone the switches are a sideways scroll away. */
export function NotificationSettingsTable({ settings }: { settings: NotificationSetting[] }) {
  return (
    <WideTableFrame label="Настройки уведомлений">
      <Table<NotificationSetting>
        columns={columns}
        dataSource={settings}
        rowKey={(setting) => setting.type}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        style={{ marginBottom: 24 }}
      />
    </WideTableFrame>
  );
}
