import { ReloadOutlined } from '@ant-design/icons';
import { formatClockTime } from '@portal/contract/format/dates';
import { Button, Flex, Typography } from 'antd';

type RefreshButtonProps = {
  onRefresh: () => void;
  isRefreshing: boolean;
  /** When the data was last loaded (ms since epoch, e.g. a query's dataUpdatedAt); 0 when never. */
  updatedAt: number;
};

/** DESIGN 10: reloads the list and shows the time of the last refresh. */
export function RefreshButton({ onRefresh, isRefreshing, updatedAt }: RefreshButtonProps) {
  return (
    <Flex align="center" gap={8} wrap>
      {updatedAt > 0 && (
        <Typography.Text type="secondary" aria-live="polite">
          Обновлено: {formatClockTime(updatedAt)}
        </Typography.Text>
      )}
      <Button icon={<ReloadOutlined />} loading={isRefreshing} onClick={onRefresh}>
        Обновить
      </Button>
    </Flex>
  );
}
