import { DeleteOutlined } from '@ant-design/icons';
import { formatDate } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { PROFORMA_LINE_KIND_LABELS, priceSourceLabel } from '@portal/contract/proformas/proforma-lines';
import type { Proforma, ProformaLine } from '@portal/contract/proformas/proformas.schemas';
import { Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileViewerLink } from '../../../shared/files/file-viewer-link';
import { useKeyColumnFixed, WideTableFrame } from '../../../shared/list/wide-table';
import { routePath } from '../../../shared/navigation/route-path';
import type { ProformaSide } from '../api/proformas';
import { PenaltyEvidence } from './penalty-evidence';

const money = (value: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(value)}</span>;

type Paths = { side: ProformaSide; ownerId: number };

const SUBJECT_MAX_WIDTH = 260;

/** The flight's code linking to it; inside running text («Штраф по рейсу …») underlined, not told by colour alone. */
const flightLink = ({ side, ownerId }: Paths, route: NonNullable<ProformaLine['route']>, inText = false) => (
  <Link
    to={
      side === 'contractor'
        ? routePath('contractor-flight-view', { contractorId: ownerId, flightId: route.id })
        : routePath('customer-flight-view', { customerId: ownerId, flightId: route.id })
    }
    style={{ whiteSpace: 'nowrap', ...(inText ? { textDecoration: 'underline' } : {}) }}
  >
    {route.routeCode}
  </Link>
);

/** «Аукцион № …», «Тендер № …, лот …» or «Тариф», linking to the auction or tender the price came from. */
const sourceCell = ({ side, ownerId }: Paths, source: ProformaLine['source']): ReactNode => {
  if (!source) return '—';
  const label = priceSourceLabel(source);
  if (source.kind === 'tariff' || source.id === null) return label;
  const isCarrier = side === 'contractor';
  const to =
    source.kind === 'auction'
      ? isCarrier
        ? routePath('contractor-auction-view', { contractorId: ownerId, auctionsId: source.id })
        : routePath('customer-auction-view', { customerId: ownerId, auctionsId: source.id })
      : isCarrier
        ? routePath('contractor-tender-view', { contractorId: ownerId, tendersId: source.id })
        : routePath('customer-tender-view', { customerId: ownerId, tendersId: source.id });
  return (
    <Flex vertical>
      <Link to={to}>{label}</Link>
      {source.bidHash && (
        // The winning bid's hash in the auction's bid log (its «Журнал ставок» tab): anyone can check the price.
        <Typography.Text type="secondary" style={{ fontSize: 12 }} title={source.bidHash}>
          Ставка в журнале: {source.bidHash.slice(0, 12)}…
        </Typography.Text>
      )}
    </Flex>
  );
};

/** What a line is: the flight, a lateness penalty with its evidence, or an extra charge with its comment and file. */
const subjectCell = (paths: Paths, line: ProformaLine): ReactNode => {
  switch (line.kind) {
    case 'flight':
      return line.route ? flightLink(paths, line.route) : '—';
    case 'penalty':
      return (
        <Flex vertical gap={4}>
          <span>
            {PROFORMA_LINE_KIND_LABELS.penalty}
            {line.route ? ' по рейсу ' : ''}
            {line.route && flightLink(paths, line.route, true)}
          </span>
          <PenaltyEvidence evidence={line.evidence} />
        </Flex>
      );
    case 'extra':
      return (
        <Flex vertical gap={4}>
          <span>
            {PROFORMA_LINE_KIND_LABELS.extra}
            {line.comment ? `: ${line.comment}` : ''}
          </span>
          {line.file && <FileViewerLink file={line.file} />}
        </Flex>
      );
  }
};

type ProformaLinesTableProps = Paths & {
  proforma: Proforma;
  /** The carrier admin's «Убрать» of a line while the proforma may be edited; absent otherwise. */
  onRemove?: (line: ProformaLine) => void;
};

/** DESIGN 12 lines: flights, penalties and extra charges with their VAT, and the totals of the proforma. */
export function ProformaLinesTable({ proforma, side, ownerId, onRemove }: ProformaLinesTableProps) {
  const paths = { side, ownerId };
  const hasReasons = proforma.lines.some((line) => line.returnReason);
  const columns: TableColumnsType<ProformaLine> = useKeyColumnFixed([
    {
      title: 'Рейс / строка',
      key: 'subject',
      // The first column stays in view while the table scrolls: a penalty's evidence wraps rather than widening it
      // over the sums, which come right after the date so they show without scrolling.
      render: (_, line) => <div style={{ maxWidth: SUBJECT_MAX_WIDTH }}>{subjectCell(paths, line)}</div>,
    },
    { title: 'Дата', key: 'date', render: (_, line) => formatDate(line.date) || '—' },
    { title: 'Сумма с НДС', key: 'summ', align: 'right', render: (_, line) => money(line.summ) },
    {
      title: 'Ставка НДС',
      key: 'vatRate',
      align: 'right',
      render: (_, line) => (line.vatRate === 0 ? 'Без НДС' : `${line.vatRate} %`),
    },
    {
      title: 'Без НДС',
      key: 'sumWithoutVat',
      align: 'right',
      render: (_, line) => money(line.sumWithoutVat),
    },
    { title: 'НДС', key: 'vat', align: 'right', render: (_, line) => money(line.vat) },
    { title: 'Маршрут', key: 'routeWay', render: (_, line) => line.routeWay?.name ?? '—' },
    { title: 'Источник цены', key: 'source', render: (_, line) => sourceCell(paths, line.source) },
    ...(hasReasons
      ? [
          {
            title: 'Причина возврата',
            key: 'returnReason',
            render: (_: unknown, line: ProformaLine) =>
              line.returnReason ? <Typography.Text type="danger">{line.returnReason}</Typography.Text> : null,
          },
        ]
      : []),
    ...(onRemove
      ? [
          {
            title: <span className="visually-hidden">Действия</span>,
            key: 'actions',
            render: (_: unknown, line: ProformaLine) => (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Убрать строку ${line.route?.routeCode ?? ''}`.trim()}
                title="Убрать строку"
                onClick={() => onRemove(line)}
              />
            ),
          },
        ]
      : []),
  ]);
  return (
    <WideTableFrame label="Строки проформы">
      <Table<ProformaLine>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={proforma.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Строк нет' }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong>Итого</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text strong>{money(proforma.totals.summ)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} />
            <Table.Summary.Cell index={4} align="right">
              <Typography.Text strong>{money(proforma.totals.sumWithoutVat)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <Typography.Text strong>{money(proforma.totals.vat)}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} colSpan={2 + (hasReasons ? 1 : 0) + (onRemove ? 1 : 0)} />
          </Table.Summary.Row>
        )}
      />
    </WideTableFrame>
  );
}
