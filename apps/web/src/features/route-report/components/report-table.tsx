import {
  ROUTE_REPORT_COLUMNS,
  ROUTE_REPORT_TOTALS_LABEL,
  type RouteReportColumn,
} from '@portal/contract/freight/route-report.columns';
import type { RouteReport } from '@portal/contract/freight/route-report.schemas';
import { Link } from 'react-router';
import { ReportTable as PagedReportTable } from '../../../shared/list/report-table';
import { routePath } from '../../../shared/navigation/route-path';

const isNumeric = (column: RouteReportColumn) => column.total !== undefined && column.key !== 'lateness';

type ReportTableProps = {
  customerId: number;
  data: RouteReport | undefined;
  isLoading: boolean;
  page: number;
  limit: number;
  onPageChange: (page: number, limit: number) => void;
  emptyText: string;
};

/** The report's page of routes, each code a link to the flight. */
export function ReportTable({ customerId, ...paging }: ReportTableProps) {
  return (
    <PagedReportTable
      label="Отчёт по рейсам"
      columns={ROUTE_REPORT_COLUMNS}
      isNumeric={isNumeric}
      widths={{ latenessByPoint: 260 }}
      renderCell={(column, row, text) =>
        column.key === 'routeCode' ? (
          <Link to={routePath('customer-flight-view', { customerId, flightId: row.id })}>{text}</Link>
        ) : undefined
      }
      totalsLabel={ROUTE_REPORT_TOTALS_LABEL}
      totalsClassName="route-report-totals"
      rowKey={(row) => row.id}
      {...paging}
    />
  );
}
