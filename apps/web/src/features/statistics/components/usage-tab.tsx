import { ANALYTICS_MESSAGES, type CustomerAnalytics } from '@portal/contract/analytics/analytics.schemas';
import { periodLabel } from '@portal/contract/statistics/statistics-periods';
import { Alert, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { ApiError } from '../../../shared/api/api-error';
import { WideTableFrame } from '../../../shared/list/wide-table';
import { useCustomerAnalytics } from '../api/analytics';

type Counted = { key: string; name: string; counts: number[]; total: number };

const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ANALYTICS_MESSAGES.empty} />;

/** Names × weeks with the total of each name last and the total of each week below. */
function WeeksTable({
  label,
  header,
  weeks,
  rows,
}: {
  label: string;
  header: string;
  weeks: string[];
  rows: Counted[];
}) {
  const columns: TableColumnsType<Counted> = [
    { key: 'name', title: header, fixed: 'left', render: (_: unknown, row: Counted) => row.name },
    ...weeks.map((week, index) => ({
      key: week,
      title: <span style={{ whiteSpace: 'nowrap' }}>{periodLabel(week, 'week')}</span>,
      align: 'right' as const,
      render: (_: unknown, row: Counted) => row.counts[index]!.toLocaleString('ru-RU'),
    })),
    {
      key: 'total',
      title: 'Всего',
      align: 'right' as const,
      render: (_: unknown, row: Counted) => (
        <Typography.Text strong>{row.total.toLocaleString('ru-RU')}</Typography.Text>
      ),
    },
  ];
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0).toLocaleString('ru-RU');
  return (
    <WideTableFrame label={label}>
      <Table<Counted>
        columns={columns}
        rowKey="key"
        dataSource={rows}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: empty }}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>Итого</Typography.Text>
              </Table.Summary.Cell>
              {weeks.map((week, index) => (
                <Table.Summary.Cell key={week} index={index + 1} align="right">
                  <Typography.Text strong>{sum(rows.map((row) => row.counts[index]!))}</Typography.Text>
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={weeks.length + 1} align="right">
                <Typography.Text strong>{sum(rows.map((row) => row.total))}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </WideTableFrame>
  );
}

const screensOf = (data: CustomerAnalytics): Counted[] =>
  data.rows.map((row) => ({
    key: row.route.id,
    name: row.route.title,
    counts: row.counts,
    total: row.total,
  }));
const actionsOf = (data: CustomerAnalytics): Counted[] =>
  data.actions.map((row) => ({
    key: row.action.id,
    name: row.action.title,
    counts: row.counts,
    total: row.total,
  }));

/**
 * «Использование портала» (issue 24, customer admins): which screens the company's staff open and which main actions
 * they take, per week of the screen's period. Counts only: no people, no roles.
 */
export function UsageTab({ period }: { period: { dateFrom?: string; dateTo?: string } }) {
  const query = useCustomerAnalytics(period, true);
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={query.error instanceof ApiError ? query.error.message : 'Не удалось загрузить данные'}
        description={query.error instanceof ApiError ? query.error.body.errors?.join('; ') : undefined}
      />
    );
  if (query.isPending) return <Table loading columns={[]} dataSource={[]} pagination={false} />;
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Сколько раз сотрудники компании открывали экраны портала и выполняли основные действия, по неделям.
        Считаются только количества: по сотрудникам и ролям данные не делятся.
      </Typography.Paragraph>
      {data.rows.length === 0 && data.actions.length === 0 ? (
        empty
      ) : (
        <>
          <WeeksTable
            label="Просмотры экранов по неделям"
            header="Экран"
            weeks={data.weeks}
            rows={screensOf(data)}
          />
          {data.actions.length > 0 && (
            <>
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                Основные действия
              </Typography.Title>
              <WeeksTable
                label="Основные действия по неделям"
                header="Действие"
                weeks={data.weeks}
                rows={actionsOf(data)}
              />
            </>
          )}
        </>
      )}
    </Flex>
  );
}
