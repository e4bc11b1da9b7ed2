import { formatDate } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import type { ProformaList, ProformaListItem } from '@portal/contract/proformas/proformas.schemas';
import { Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import type { ProformaSide } from '../api/proformas';
import { OverdueTag, ProformaStatusTag } from './proforma-status-tag';

const money = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(value)}</span>;

/** A proforma's number as shown (with its version); a draft has none yet. */
export const proformaTitle = (proforma: Pick<ProformaListItem, 'number'>): string =>
  proforma.number ? `Проформа № ${proforma.number}` : 'Черновик проформы';

export const periodText = (proforma: Pick<ProformaListItem, 'dateFrom' | 'dateTo'>): string =>
  `${formatDate(proforma.dateFrom)} — ${formatDate(proforma.dateTo)}`;

/** The view of a proforma on the signed-in company's side. */
export const proformaViewPath = (side: ProformaSide, ownerId: number, proformaId: number): string =>
  side === 'contractor'
    ? routePath('contractor-proforma-view', { contractorId: ownerId, proformaId })
    : routePath('customer-proforma-view', { customerId: ownerId, proformaId });

/** The list's columns (issue 23): number, the other company, period, status, sums, due date, overdue. */
export const proformaColumns = (side: ProformaSide, ownerId: number): TableColumnsType<ProformaListItem> => [
  {
    title: 'Номер',
    key: 'number',
    render: (_, row) => (
      <Link to={proformaViewPath(side, ownerId, row.id)} style={{ whiteSpace: 'nowrap' }}>
        {row.number ?? 'Черновик'}
      </Link>
    ),
  },
  side === 'contractor'
    ? { title: 'Заказчик', key: 'customer', render: (_, row) => row.customer.name }
    : { title: 'Перевозчик', key: 'contractor', render: (_, row) => row.contractor.name },
  { title: 'Период', key: 'period', render: (_, row) => periodText(row) },
  { title: 'Статус', key: 'status', render: (_, row) => <ProformaStatusTag status={row.status} /> },
  { title: 'Сумма с НДС', key: 'summ', align: 'right', render: (_, row) => money(row.totals.summ) },
  { title: 'НДС', key: 'vat', align: 'right', render: (_, row) => money(row.totals.vat) },
  { title: 'Срок оплаты', key: 'dueDate', render: (_, row) => formatDate(row.dueDate) || '—' },
  { title: 'Просрочка', key: 'overdue', render: (_, row) => (row.isOverdue ? <OverdueTag /> : null) },
];

/** The totals of the whole filtered set under the page: sums, the unpaid due within 7 days, the overdue sum. */
export function ProformaTotalsRow({ data }: { data: ProformaList }) {
  const { totals } = data;
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={4}>
        <Typography.Text strong>Итого: {data.totalCount}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={4} align="right">
        <Typography.Text strong>{money(totals.summ)}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={5} align="right">
        <Typography.Text strong>{money(totals.vat)}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={6}>
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          В ближайшие 7 дней: {formatMoney(totals.dueThisWeek)}
        </Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={7}>
        <Typography.Text
          strong
          type={totals.overdue > 0 ? 'danger' : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {formatMoney(totals.overdue)}
        </Typography.Text>
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
}
