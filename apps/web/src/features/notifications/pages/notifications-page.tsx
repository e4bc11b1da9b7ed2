import { CheckCircleOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_MESSAGES,
  type Notification,
} from '@portal/contract/notifications/notifications.schemas';
import { Button, Checkbox } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { useToast } from '../../../shared/toast/use-toast';
import { useMarkAllReadMutation } from '../api/mark-all-read';
import { fetchNotifications, type NotificationsQuery, useNotifications } from '../api/notifications';
import { useReadNotificationMutation } from '../api/read-notification';
import { notificationColumns } from '../components/notification-columns';
import { NOTIFICATION_EXPORT_COLUMNS } from '../components/notification-export';

const FILTER_KEYS = ['unread'] as const;

function NotificationsPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const list = useListParams(FILTER_KEYS);
  const filterQuery = useMemo(
    (): Pick<NotificationsQuery, 'unread'> => (list.filters.unread === 'true' ? { unread: 'true' } : {}),
    [list.filters.unread],
  );
  const query = useNotifications({ page: list.page, limit: list.limit, ...filterQuery });
  const readMutation = useReadNotificationMutation();
  const markAllMutation = useMarkAllReadMutation();
  const unreadCount = query.data?.unreadCount ?? 0;

  const columns = useMemo(() => {
    const markRead = async (notification: Notification) => {
      if (notification.isRead) return;
      try {
        await readMutation.mutateAsync(notification.id);
      } catch {
        // The API client has shown the reason.
      }
    };
    return notificationColumns({
      onMarkRead: (notification) => void markRead(notification),
      onOpen: (notification) =>
        void markRead(notification).then(() => {
          if (notification.link) navigate(notification.link);
        }),
    });
  }, [readMutation.mutateAsync, navigate]);

  const handleMarkAll = async () => {
    try {
      await markAllMutation.mutateAsync();
      toast.success(NOTIFICATION_MESSAGES.allRead);
    } catch {
      // The API client has shown the reason.
    }
  };

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(notification) => notification.id}
      emptyText={list.filters.unread ? 'Непрочитанных уведомлений нет' : 'Уведомлений нет'}
      actions={
        <Button
          icon={<CheckCircleOutlined />}
          disabled={unreadCount === 0}
          loading={markAllMutation.isPending}
          onClick={() => void handleMarkAll()}
        >
          Отметить все как прочитанные
        </Button>
      }
      filters={
        <FilterField label="Показать" htmlFor="notifications-filter-unread">
          <Checkbox
            id="notifications-filter-unread"
            checked={list.filters.unread === 'true'}
            onChange={(event) => list.setFilter('unread', event.target.checked ? 'true' : '')}
          >
            Только непрочитанные
          </Checkbox>
        </FilterField>
      }
      exportOptions={{
        fileName: 'Уведомления',
        columns: NOTIFICATION_EXPORT_COLUMNS,
        fetchPage: (page, limit) => fetchNotifications({ ...filterQuery, page, limit }),
      }}
    />
  );
}

export { NotificationsPage as Component };
