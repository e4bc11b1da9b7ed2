import { formatMoney } from '@portal/contract/format/numbers';
import { TENDER_STATUS_LABELS, TENDER_STATUSES } from '@portal/contract/tenders/tender-status';
import {
  TENDER_REPORT_COLUMNS,
  TENDER_REPORT_FILE_NAME,
  type TenderReportRow,
} from '@portal/contract/tenders/tenders.schemas';
import { Select, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import { fetchTenderReport, type TenderReportQuery, useTenderReport } from '../api/tenders';

const FILTER_KEYS = ['status'] as const;
const isMoney = (header: string) => /цена|Экономия|Тариф/i.test(header);

/** Issue 16 `reports/tenders`: per tender and lot, start price, bids, best price, winner, saving, tariffs; totals. */
function TenderReportPage() {
  const customerId = useSession()?.ownerId ?? 0;
  const list = useListParams(FILTER_KEYS);
  const { status } = list.filters;
  const filter = useMemo(
    (): Omit<TenderReportQuery, 'page' | 'limit'> => (/^[0-5]$/.test(status) ? { status } : {}),
    [status],
  );
  const query = useTenderReport({ page: list.page, limit: list.limit, ...filter });
  const columns = useMemo(
    (): TableColumnsType<TenderReportRow> =>
      TENDER_REPORT_COLUMNS.map((column) => ({
        title: column.header,
        key: column.header,
        align: isMoney(column.header) ? 'right' : undefined,
        render: (_: unknown, row: TenderReportRow) => {
          const value = column.value(row);
          return typeof value === 'number' && isMoney(column.header) ? formatMoney(value) : (value ?? '—');
        },
      })),
    [],
  );
  const totals = query.data?.totals;
  return (
    <>
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.routeTemplateId}
        emptyText="Лотов нет"
        filters={
          <FilterField label="Статус тендера" htmlFor="tender-report-status" width={240}>
            <Select
              id="tender-report-status"
              allowClear
              placeholder="Любой"
              options={TENDER_STATUSES.map((value) => ({ value, label: TENDER_STATUS_LABELS[value] }))}
              value={/^[0-5]$/.test(status) ? Number(status) : undefined}
              onChange={(value?: number) =>
                list.setFilter('status', value === undefined ? '' : String(value))
              }
              style={{ width: '100%' }}
            />
          </FilterField>
        }
        exportOptions={{
          fileName: TENDER_REPORT_FILE_NAME,
          columns: TENDER_REPORT_COLUMNS.map((column) => ({ header: column.header, value: column.value })),
          fetchPage: (page, limit) => fetchTenderReport(customerId, { ...filter, page, limit }),
        }}
      />
      {totals && (
        <Typography.Paragraph strong style={{ marginTop: 12 }}>
          Итого: лотов {totals.lots}, ставок {totals.bids}, экономия по утверждённым лотам{' '}
          {formatMoney(totals.saving)}
        </Typography.Paragraph>
      )}
    </>
  );
}

export { TenderReportPage as Component };
