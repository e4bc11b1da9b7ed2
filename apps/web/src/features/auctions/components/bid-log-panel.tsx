import { DownloadOutlined } from '@ant-design/icons';
import type { ContractorBidLog, CustomerBidLog } from '@portal/contract/auctions/auctions.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Flex, Table } from 'antd';
import { saveBlob } from '../../../shared/api/files';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { formatPreciseTime } from './auction-figures';

type Log = CustomerBidLog | ContractorBidLog;
type LogItem = Log['items'][number];

/** DESIGN 11: carriers appear by their pseudonym in the auction; the customer also sees the company behind it. */
export const bidderLabel = (item: LogItem): string => {
  const pseudonym = `Участник ${item.bidder}`;
  if ('contractor' in item) return `${pseudonym} — ${item.contractor.name}`;
  return item.isMine ? `${pseudonym} (вы)` : pseudonym;
};

/** Issue 15: the hash-chained bid log, the server's check of the chain, and its download as the server writes it. */
export function BidLogPanel({
  query,
  fileName,
  download,
}: {
  query: UseQueryResult<Log>;
  fileName: string;
  /** The server's `?format=csv|xlsx` of the log (DESIGN 11). */
  download: (format: 'csv' | 'xlsx') => Promise<Blob>;
}) {
  const items: LogItem[] = query.data?.items ?? [];
  return (
    <Flex vertical gap={12}>
      {query.data && (
        <Alert
          type={query.data.isValid ? 'success' : 'error'}
          showIcon
          message={
            query.data.isValid
              ? 'Журнал ставок проверен: цепочка хешей цела'
              : `Журнал ставок нарушен начиная с записи ${query.data.brokenSeq ?? '—'}`
          }
        />
      )}
      <Flex gap={8} wrap>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            disabled={items.length === 0}
            onClick={() =>
              void download(format)
                .then((blob) => saveBlob(blob, `${fileName}.${format}`))
                .catch(() => undefined)
            }
          >
            {format === 'xlsx' ? 'Скачать Excel' : 'Скачать CSV'}
          </Button>
        ))}
      </Flex>
      <FocusableScroll label="Журнал ставок">
        <Table
          size="small"
          rowKey="seq"
          loading={query.isPending}
          dataSource={items}
          scroll={{ x: 'max-content' }}
          pagination={false}
          locale={{ emptyText: 'Ставок нет' }}
          columns={[
            { title: '№', dataIndex: 'seq' },
            { title: 'Ставка', dataIndex: 'bidId' },
            { title: 'Участник', key: 'bidder', render: (_: unknown, item: LogItem) => bidderLabel(item) },
            { title: 'Сумма', dataIndex: 'summ', align: 'right', render: (sum: number) => formatMoney(sum) },
            { title: 'Время сервера', dataIndex: 'createdOn', render: formatPreciseTime },
            {
              title: 'Хеш',
              dataIndex: 'hash',
              render: (hash: string) => <code title={hash}>{hash.slice(0, 16)}…</code>,
            },
          ]}
        />
      </FocusableScroll>
    </Flex>
  );
}
