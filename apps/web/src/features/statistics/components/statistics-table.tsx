import { STATISTICS_FIGURES, STATISTICS_ROW_HEADERS } from '@portal/contract/statistics/statistics.columns';
import type { StatisticsEconomy } from '@portal/contract/statistics/statistics.schemas';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import { WideTableFrame } from '../../../shared/list/wide-table';
import type { StatisticsAnswer } from '../api/statistics';
import { figureText } from './figure-text';

type Row = StatisticsAnswer['rows'][number];

/** The rows per route way, manager or period (DESIGN 12) with the totals last. */
export function StatisticsTable({
  economy,
  data,
  isLoading,
}: {
  economy: StatisticsEconomy;
  data: StatisticsAnswer | undefined;
  isLoading: boolean;
}) {
  const figures = Object.entries(STATISTICS_FIGURES[economy]);
  const columns: TableColumnsType<Row> = [
    {
      key: 'key',
      title: STATISTICS_ROW_HEADERS[economy],
      fixed: 'left',
      render: (_: unknown, row: Row) => row.key.name,
    },
    ...figures.map(([key, figure]) => ({
      key,
      title: figure.label,
      align: 'right' as const,
      render: (_: unknown, row: Row) => (
        <span style={{ whiteSpace: 'nowrap' }}>{figureText(figure, row[key] as number | null)}</span>
      ),
    })),
  ];
  return (
    <WideTableFrame label={`Строки: ${STATISTICS_ROW_HEADERS[economy]}`}>
      <Table<Row>
        columns={columns}
        rowKey={(row) => String(row.key.id)}
        dataSource={data?.rows ?? []}
        loading={isLoading}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Нет данных за период" />,
        }}
        summary={() =>
          data && data.rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>Итого</Typography.Text>
              </Table.Summary.Cell>
              {figures.map(([key, figure], index) => (
                <Table.Summary.Cell key={key} index={index + 1} align="right">
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                    {figureText(figure, data.totals[key])}
                  </Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </WideTableFrame>
  );
}
