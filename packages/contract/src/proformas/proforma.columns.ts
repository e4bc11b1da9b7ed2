import type { ReportColumn } from '../reports/report-column';
import { PROFORMA_LINE_KIND_LABELS, priceSourceLabel } from './proforma-lines';
import type { ProformaLine, ProformaList, ProformaListItem, ProformaTotals } from './proformas.schemas';

// The Excel exports of DESIGN 12 (`?format=xlsx`): the list of proformas with its totals, and one proforma's lines.

export const PROFORMA_TOTALS_LABEL = 'Итого';
export const PROFORMA_LIST_FILE_NAME = 'Проформы';

type ListTotals = ProformaList['totals'];

/** A calendar day as SPEC 1 shows it, without passing through a time zone: 2026-01-10 → 10.01.2026. */
export const formatDay = (day: string): string => day.split('-').reverse().join('.');

export const PROFORMA_LIST_COLUMNS: readonly ReportColumn<ProformaListItem, ListTotals>[] = [
  { key: 'number', header: 'Номер', value: (row) => row.number ?? 'Черновик', width: 18 },
  { key: 'customer', header: 'Заказчик', value: (row) => row.customer.name, width: 30 },
  { key: 'contractor', header: 'Перевозчик', value: (row) => row.contractor.name, width: 30 },
  {
    key: 'period',
    header: 'Период',
    value: (row) => `${formatDay(row.dateFrom)} — ${formatDay(row.dateTo)}`,
    width: 24,
  },
  { key: 'status', header: 'Статус', value: (row) => row.statusLabel, width: 14 },
  {
    key: 'summ',
    header: 'Сумма с НДС, ₽',
    value: (row) => row.totals.summ,
    total: (totals) => totals.summ,
    width: 16,
  },
  { key: 'vat', header: 'НДС, ₽', value: (row) => row.totals.vat, total: (totals) => totals.vat, width: 14 },
  {
    key: 'sumWithoutVat',
    header: 'Без НДС, ₽',
    value: (row) => row.totals.sumWithoutVat,
    total: (totals) => totals.sumWithoutVat,
    width: 16,
  },
  {
    key: 'dueDate',
    header: 'Оплатить до',
    value: (row) => (row.dueDate ? formatDay(row.dueDate) : null),
    width: 14,
  },
  { key: 'isOverdue', header: 'Просрочена', value: (row) => (row.isOverdue ? 'да' : null), width: 12 },
  {
    key: 'paidOn',
    header: 'Оплачена',
    value: (row) => (row.paidOn ? formatDay(row.paidOn) : null),
    width: 14,
  },
];

export const PROFORMA_LINE_COLUMNS: readonly ReportColumn<ProformaLine, ProformaTotals>[] = [
  { key: 'kind', header: 'Строка', value: (line) => PROFORMA_LINE_KIND_LABELS[line.kind], width: 18 },
  { key: 'route', header: 'Рейс', value: (line) => line.route?.routeCode ?? null, width: 18 },
  { key: 'date', header: 'Дата', value: (line) => formatDay(line.date), width: 12 },
  { key: 'routeWay', header: 'Маршрут', value: (line) => line.routeWay?.name ?? null, width: 32 },
  {
    key: 'source',
    header: 'Основание цены',
    value: (line) => (line.source ? priceSourceLabel(line.source) : (line.comment ?? null)),
    width: 30,
  },
  {
    key: 'summ',
    header: 'Сумма с НДС, ₽',
    value: (line) => line.summ,
    total: (totals) => totals.summ,
    width: 16,
  },
  { key: 'vatRate', header: 'Ставка НДС, %', value: (line) => line.vatRate, width: 12 },
  { key: 'vat', header: 'НДС, ₽', value: (line) => line.vat, total: (totals) => totals.vat, width: 14 },
  {
    key: 'sumWithoutVat',
    header: 'Без НДС, ₽',
    value: (line) => line.sumWithoutVat,
    total: (totals) => totals.sumWithoutVat,
    width: 16,
  },
  { key: 'returnReason', header: 'Причина возврата', value: (line) => line.returnReason, width: 30 },
];
