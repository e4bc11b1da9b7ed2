import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useRealtime } from '../../../shared/realtime/realtime-context';
import { NOTIFICATIONS_KEY } from '../api/notification-keys';
import { useUnreadCount } from '../api/unread-count';

const MAX_SHOWN_COUNT = 99;

/** The header's bell: the unread count, kept live by the `notifications` channel, opening the list. */
export function NotificationBell() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: unreadCount = 0 } = useUnreadCount(true);

  // Any message on the user's channel (a new notification, one read in another tab) changes the lists.
  useRealtime('notifications', () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));

  const label = unreadCount > 0 ? `Уведомления: ${unreadCount} непрочитанных` : 'Уведомления';
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} onClick={() => navigate(routePath('notifications'))}>
        <Badge count={unreadCount} overflowCount={MAX_SHOWN_COUNT} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}
