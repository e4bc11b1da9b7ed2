import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import { OWNER_TYPE_LABELS } from '@portal/contract/roles';
import { Badge, Button, Flex, Layout, Tag, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useRealtimeStatus } from '../../shared/realtime/realtime-context';
import { UserMenu } from './user-menu';

/** The header's menu button: folds the side menu on a wide screen, opens the drawer menu on a narrow one. */
export type MenuButton = { label: string; isExpanded: boolean; onClick: () => void };

type AppHeaderProps = { session: Session; menuButton: MenuButton };

const REALTIME_STATUS_TEXT = {
  open: 'Обновления в реальном времени подключены',
  connecting: 'Подключение к обновлениям…',
  closed: 'Нет связи для обновлений, переподключение…',
  idle: 'Обновления отключены',
} as const;

export function AppHeader({ session, menuButton }: AppHeaderProps) {
  const navigate = useNavigate();
  const realtimeStatus = useRealtimeStatus();

  return (
    <Layout.Header className="main-layout__header">
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        <Button
          type="text"
          aria-label={menuButton.label}
          aria-expanded={menuButton.isExpanded}
          icon={menuButton.isExpanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={menuButton.onClick}
        />
        {/* On a phone the name wraps to two smaller lines; a longer one ends in «…», whole in the tooltip. */}
        <Typography.Text strong className="main-layout__company" title={session.company.name}>
          {session.company.name}
        </Typography.Text>
        <Tag color="blue" className="hide-on-phone">
          {OWNER_TYPE_LABELS[session.ownerType]}
        </Tag>
      </Flex>
      <Flex align="center" gap={16}>
        <Tooltip title={REALTIME_STATUS_TEXT[realtimeStatus]}>
          <Badge status={realtimeStatus === 'open' ? 'success' : 'default'} />
        </Tooltip>
        <NotificationBell />
        <UserMenu session={session} />
        <Button icon={<LogoutOutlined />} onClick={() => navigate('/logout')} aria-label="Выйти">
          <span className="hide-on-phone">Выйти</span>
        </Button>
      </Flex>
    </Layout.Header>
  );
}
