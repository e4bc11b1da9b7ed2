import { CheckOutlined } from '@ant-design/icons';
import { formatDateTime } from '@portal/contract/format/dates';
import type { Notification } from '@portal/contract/notifications/notifications.schemas';
import { Badge, Button, Flex, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';

type NotificationHandlers = {
  /** Marks it read and follows its link. */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
};

/** Date, event, the message (unread ones stand out) and the mark-read action. */
export const notificationColumns = ({
  onOpen,
  onMarkRead,
}: NotificationHandlers): TableColumnsType<Notification> => [
  {
    title: 'Дата',
    dataIndex: 'createdAt',
    width: 140,
    render: (createdAt: string) => formatDateTime(createdAt),
  },
  {
    title: 'Событие',
    dataIndex: 'typeLabel',
    width: 190,
  },
  {
    title: 'Уведомление',
    key: 'message',
    // A set width makes the text wrap; without it the table's max-content width runs it under «Действия». The
    // widths add up to 906 px, inside the 968 px the content has at 1280 px, so nothing scrolls under «Действия».
    width: 480,
    render: (_: unknown, notification) => (
      <Flex vertical gap={2}>
        <Flex align="center" gap={8}>
          {!notification.isRead && <Badge status="processing" />}
          <Button
            type="link"
            onClick={() => onOpen(notification)}
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          >
            <Typography.Text strong={!notification.isRead} style={{ color: 'inherit' }}>
              {notification.title}
            </Typography.Text>
          </Button>
          {!notification.isRead && <Tag color="blue">Новое</Tag>}
        </Flex>
        <Typography.Text
          type={notification.isRead ? 'secondary' : undefined}
          style={{ whiteSpace: 'pre-line' }}
        >
          {notification.text}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    width: 96,
    render: (_: unknown, notification) =>
      notification.isRead ? null : (
        <Tooltip title="Отметить прочитанным">
          <Button
            type="text"
            icon={<CheckOutlined />}
            aria-label={`Отметить прочитанным: ${notification.title}`}
            onClick={() => onMarkRead(notification)}
          />
        </Tooltip>
      ),
  },
];
