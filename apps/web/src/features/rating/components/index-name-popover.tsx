import type { RatingIndex } from '@portal/contract/rating/rating.schemas';
import { Button, Popover, Table, Typography } from 'antd';
import { formatPoints } from './rating-format';

/** SPEC 2.3: the name pop-over shows the formula, or a table of the min-to-max options. */
export function IndexNamePopover({ index }: { index: RatingIndex }) {
  const content =
    index.indexOptions.length > 0 ? (
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={index.indexOptions}
        columns={[
          { title: 'От', dataIndex: 'min', render: formatPoints },
          { title: 'До', dataIndex: 'max', render: formatPoints },
          { title: 'Баллы', dataIndex: 'value', render: formatPoints },
        ]}
        footer={() => <Typography.Text type="secondary">{index.formula}</Typography.Text>}
      />
    ) : (
      <Typography.Text>{index.formula}</Typography.Text>
    );
  return (
    <Popover title={index.name} content={<div style={{ maxWidth: 360 }}>{content}</div>} trigger="click">
      <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
        {index.name}
      </Button>
    </Popover>
  );
}
