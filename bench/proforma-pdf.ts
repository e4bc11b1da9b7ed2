// How long the printable proforma (invoice and act) takes to render with many lines, without the database:
// the renderer alone, up to PROFORMA_LINES_MAX lines. Prints one JSON line per size (the median of 3 renders).
// Usage: npm run bench:proforma-pdf -w bench [-- lines…]   (default 50 500 1000)
import type { Proforma, ProformaLine } from '@portal/contract/proformas/proformas.schemas';
import { lineVat, sumLines, vatRate } from '@portal/contract/proformas/vat';
import { proformaPdf } from '../apps/server/src/modules/proformas/proforma.pdf';
import type { PartyRequisites } from '../apps/server/src/modules/proformas/proforma-requisites';

const party = (name: string, inn: string): PartyRequisites => ({
  name,
  inn,
  kpp: '770101001',
  address: 'г. Москва, ул. Большая Грузовая, д. 10, стр. 2, офис 305',
  bankName: 'ПАО «Сбербанк России»',
  bik: '044525225',
  bankAccount: '40702810900000000001',
  correspondentAccount: '30101810400000000225',
});

const proformaOf = (count: number): Proforma => {
  const lines: ProformaLine[] = Array.from({ length: count }, (_, index) => {
    const date = `2026-01-${String(1 + (index % 28)).padStart(2, '0')}`;
    const summ = 12_000_000 + index * 137;
    const rate = vatRate(date);
    const { vat } = lineVat(summ, rate);
    return {
      id: index + 1,
      kind: 'flight',
      route: { id: index + 1, routeCode: `R-${date.replaceAll('-', '')}-${index + 1}` },
      date,
      routeWay: { id: 1, name: 'Москва, склад «Северный» — Казань, распределительный центр' },
      source: { kind: 'tariff', id: null, number: null, lot: null, bidHash: null },
      summ: summ / 100,
      vatRate: rate,
      vat: vat / 100,
      sumWithoutVat: (summ - vat) / 100,
      comment: null,
      file: null,
      evidence: null,
      returnReason: null,
    };
  });
  const totals = sumLines(
    lines.map((line) => ({
      ...line,
      summ: Math.round(line.summ * 100),
      vat: Math.round(line.vat * 100),
      sumWithoutVat: Math.round(line.sumWithoutVat * 100),
    })),
  );
  return {
    id: 1,
    number: 'П-2026-0001',
    version: 0,
    status: 1,
    statusLabel: 'Отправлена',
    customer: { id: 1, name: 'ООО «Заказчик»' },
    contractor: { id: 2, name: 'ООО «Перевозчик»' },
    dateFrom: '2026-01-01',
    dateTo: '2026-01-31',
    comment: null,
    lines,
    totals: { summ: totals.summ / 100, vat: totals.vat / 100, sumWithoutVat: totals.sumWithoutVat / 100 },
    documents: { upd: null, act: null, invoice: null },
    requiredDocuments: 'upd',
    returnComment: null,
    sentOn: '2026-02-01T09:00:00.000Z',
    acceptedOn: null,
    dueDate: null,
    isOverdue: false,
    paidOn: null,
    paymentNumber: null,
    history: [],
  };
};

const parties = {
  supplier: party('ООО «Перевозчик»', '7728000001'),
  buyer: party('ООО «Заказчик»', '5001000002'),
};
const sizes = process.argv.slice(2).map(Number);
// The first render reads the fonts; it is timed apart.
const start = performance.now();
await proformaPdf(proformaOf(1), parties, new Date());
console.log(JSON.stringify({ lines: 1, firstRenderMs: Math.round(performance.now() - start) }));
for (const count of sizes.length ? sizes : [50, 500, 1000]) {
  const proforma = proformaOf(count);
  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const began = performance.now();
    bytes = (await proformaPdf(proforma, parties, new Date())).length;
    runs.push(performance.now() - began);
  }
  runs.sort((a, b) => a - b);
  console.log(JSON.stringify({ lines: count, medianMs: Math.round(runs[1]!), bytes }));
}
