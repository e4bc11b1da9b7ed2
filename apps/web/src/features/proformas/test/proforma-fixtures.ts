import type { Proforma, ProformaList } from '@portal/contract/proformas/proformas.schemas';

const flightLine = (id: number, routeCode: string, summ: number): Proforma['lines'][number] => ({
  id,
  kind: 'flight',
  route: { id: 100 + id, routeCode },
  date: '2026-10-05',
  routeWay: { id: 4, name: 'Москва — Екатеринбург' },
  source: { kind: 'auction', id: 12, number: '12', lot: null, bidHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' },
  summ,
  vatRate: 22,
  vat: Math.round(((summ * 22) / 122) * 100) / 100,
  sumWithoutVat: Math.round((summ - (summ * 22) / 122) * 100) / 100,
  comment: null,
  file: null,
  evidence: null,
  returnReason: null,
});

/** A proforma of the demo carrier to the demo shipper with two flight lines, in the given status. */
export const proforma = (status: Proforma['status'], overrides: Partial<Proforma> = {}): Proforma => ({
  id: 41,
  number: status === 0 ? null : 'П-2026-0007',
  version: 0,
  status,
  statusLabel: ['Черновик', 'Отправлена', 'Принята', 'Возвращена', 'Оплачена'][status]!,
  customer: { id: 3, name: 'ООО «Грузоотправитель»' },
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
  comment: null,
  lines: [flightLine(1, '0510МСК-ЕКБ', 122000), flightLine(2, '0710МСК-ЕКБ', 61000)],
  totals: { summ: 183000, vat: 33000, sumWithoutVat: 150000 },
  documents: { upd: null, act: null, invoice: null },
  requiredDocuments: 'upd',
  returnComment: null,
  sentOn: status === 0 ? null : '2026-11-02T09:00:00.000Z',
  acceptedOn: null,
  dueDate: null,
  isOverdue: false,
  paidOn: null,
  paymentNumber: null,
  history: [],
  ...overrides,
});

export const proformaList = (items: Proforma[]): ProformaList => ({
  items: items.map(
    ({
      lines,
      history: _history,
      documents: _documents,
      comment: _comment,
      returnComment: _return,
      paymentNumber: _number,
      ...item
    }) => ({
      ...item,
      linesCount: lines.length,
    }),
  ),
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
  totals: { summ: 183000, vat: 33000, sumWithoutVat: 150000, dueThisWeek: 61000, overdue: 0 },
});
