import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { proformaLines } from '../../db/schema/index';
import { runMonthlyProformaDrafts } from './proforma-scheduler';
import { proformaKit } from './proformas.fixtures';

let t: TestApp;
let kit: ReturnType<typeof proformaKit>;
// 12:00 in Moscow on 10 March 2026.
const clock = createManualClock(new Date('2026-03-10T09:00:00Z'));
beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.clock = clock;
  kit = proformaKit(t);
});
afterAll(() => t.close());

type Line = {
  id: number;
  kind: string;
  date: string;
  summ: number;
  vatRate: number;
  vat: number;
  sumWithoutVat: number;
};

describe('building a proforma', () => {
  it('takes every closed flight of the customer in the period that no proforma holds, VAT by date, totals from lines', async () => {
    const pair = await kit.setUp();
    const december = await kit.closedFlight(pair, '2025-12-31', 12_000_000);
    const january = await kit.closedFlight(pair, '2026-01-01', 12_200_000);
    await kit.closedFlight(pair, '2026-02-01');
    const open = await kit.assignedRoute(pair.customer, pair.carrierId);
    const answer = await kit.call('POST', pair.carrierUrl, pair.carrier.auth, {
      customer: pair.customer.customerId,
      dateFrom: '2025-12-01',
      dateTo: '2026-01-31',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const proforma = answer.json();
    expect(proforma).toMatchObject({ status: 0, statusLabel: 'Черновик', number: null, version: 0 });
    expect(proforma.lines.map((line: { route: { id: number } }) => line.route.id)).toEqual([
      december.id,
      january.id,
    ]);
    expect(proforma.lines.map((line: { route: unknown }) => line.route)).not.toContainEqual(
      expect.objectContaining({ id: open.id }),
    );
    const [first, second] = proforma.lines as Line[];
    expect(first).toMatchObject({
      date: '2025-12-31',
      summ: 120_000,
      vatRate: 20,
      vat: 20_000,
      sumWithoutVat: 100_000,
    });
    expect(second).toMatchObject({
      date: '2026-01-01',
      summ: 122_000,
      vatRate: 22,
      vat: 22_000,
      sumWithoutVat: 100_000,
    });
    expect(proforma.lines[0].source).toEqual({
      kind: 'tariff',
      id: null,
      number: null,
      lot: null,
      bidHash: null,
    });
    expect(proforma.lines[0].routeWay.name).toBe('Москва — Екатеринбург через Казань');
    expect(proforma.totals).toEqual({ summ: 242_000, vat: 42_000, sumWithoutVat: 200_000 });
    expect(proforma.history).toMatchObject([{ from: null, to: 0 }]);

    // Those flights are taken now: a second build of the period finds nothing.
    const again = await kit.call('POST', pair.carrierUrl, pair.carrier.auth, {
      customer: pair.customer.customerId,
      dateFrom: '2025-12-01',
      dateTo: '2026-01-31',
    });
    expect(expectProblem(again, 422).message).toBe(
      'За этот период у заказчика нет закрытых рейсов, не включённых в другие проформы',
    );
  });

  it('charges the simplified system rates and none without VAT', async () => {
    const pair = await kit.setUp();
    await kit.setVatRegime(pair, 'usn5');
    await kit.closedFlight(pair, '2026-01-10', 10_500_00);
    const usn = await kit.build(pair, '2026-01-01', '2026-01-31');
    expect(usn.lines[0]).toMatchObject({ vatRate: 5, vat: 500, sumWithoutVat: 10_000 });
    await kit.setVatRegime(pair, 'none');
    await kit.closedFlight(pair, '2026-02-10', 10_000_00);
    const none = await kit.build(pair, '2026-02-01', '2026-02-28');
    expect(none.lines[0]).toMatchObject({ vatRate: 0, vat: 0, sumWithoutVat: 10_000 });
  });

  it('names the auction and the winning bid hash of an auction-priced flight', async () => {
    const pair = await kit.setUp();
    const flight = await kit.closedFlight(pair, '2026-01-15');
    const auction = await kit.wonAuction(pair, flight.id);
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    expect(draft.lines[0]).toMatchObject({
      source: {
        kind: 'auction',
        id: auction.id,
        number: String(auction.id),
        lot: null,
        bidHash: 'a'.repeat(64),
      },
    });
  });

  it('refuses reversed and too long periods, an unknown customer, in Russian', async () => {
    const pair = await kit.setUp();
    const post = (body: object) =>
      kit.call('POST', pair.carrierUrl, pair.carrier.auth, { customer: pair.customer.customerId, ...body });
    expect(expectProblem(await post({ dateFrom: '2026-02-01', dateTo: '2026-01-31' }), 422).errors).toEqual([
      'Дата по: не может быть раньше даты начала периода',
    ]);
    expect(
      expectProblem(await post({ dateFrom: '2026-01-01', dateTo: '2026-04-01' }), 422).fields?.[0]?.message,
    ).toBe('период не длиннее 3 календарных месяцев');
    const unknown = await kit.call('POST', pair.carrierUrl, pair.carrier.auth, {
      customer: 999_999,
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(expectProblem(unknown, 422).errors).toEqual(['Заказчик: не найден']);
  });
});

describe('the lateness penalty', () => {
  it('charges each started hour beyond the grace, capped, with the late points as evidence, only when on', async () => {
    const pair = await kit.setUp();
    const late = await kit.closedFlight(pair, '2026-01-10', 12_200_000);
    await kit.lateBy(late.movementPoints[1]!.id, (2 * 60 + 10) * 60);
    const capped = await kit.closedFlight(pair, '2026-01-11', 1_500_000);
    await kit.lateBy(capped.movementPoints[2]!.id, 5 * 3600);
    const off = await kit.build(pair, '2026-01-10', '2026-01-10');
    expect(off.lines.map((line) => line.kind)).toEqual(['flight']);
    await kit.call('DELETE', `${pair.carrierUrl}/${off.id}`, pair.carrier.auth);

    await kit.chargeLateness(pair);
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const penalties = (
      draft.lines as unknown as (Line & { route: { id: number }; evidence: { points: unknown[] } })[]
    ).filter((line) => line.kind === 'penalty');
    expect(penalties.map((line) => [line.route.id, line.summ, line.vatRate])).toEqual([
      [late.id, -2000, 22],
      [capped.id, -1500, 22],
    ]);
    expect(penalties[0]).toMatchObject({ vat: -360.66, sumWithoutVat: -1639.34 });
    expect(penalties[0]!.evidence.points).toEqual([
      expect.objectContaining({
        id: late.movementPoints[1]!.id,
        department: expect.any(String),
        latenessSeconds: 7800,
      }),
    ]);

    // Removing the flight takes its penalty with it.
    const flightLine = draft.lines.find((line) => line.kind === 'flight' && line.route?.id === late.id)!;
    const edited = await kit.call('PUT', `${pair.carrierUrl}/${draft.id}`, pair.carrier.auth, {
      removeLines: [flightLine.id],
    });
    expect(edited.json().lines.map((line: { kind: string; summ: number }) => [line.kind, line.summ])).toEqual(
      [
        ['flight', 15_000],
        ['penalty', -1500],
      ],
    );
  });
});

describe('editing a draft', () => {
  it('removes a line (the flight is free again) and refuses unknown line ids', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    await kit.closedFlight(pair, '2026-01-11');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const url = `${pair.carrierUrl}/${draft.id}`;
    const removed = await kit.call('PUT', url, pair.carrier.auth, { removeLines: [draft.lines[0]!.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().lines).toHaveLength(1);
    const unknown = await kit.call('PUT', url, pair.carrier.auth, { removeLines: [draft.lines[0]!.id] });
    expect(expectProblem(unknown, 422).fields?.[0]).toMatchObject({
      path: ['removeLines', 0],
      message: 'строка не найдена в проформе',
    });
    const rebuilt = await kit.build(pair, '2026-01-01', '2026-01-31');
    expect(rebuilt.lines.map((line) => line.route?.id)).toEqual([draft.lines[0]!.route!.id]);
  });

  it('adds an extra charge at the rate of the period’s last day, with the carrier’s own file only', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2025-12-20');
    const draft = await kit.build(pair, '2025-12-01', '2026-01-05');
    const url = `${pair.carrierUrl}/${draft.id}`;
    const file = await kit.upload(pair);
    const extra = { summ: 610, comment: 'Простой 2 часа', file };
    const answer = await kit.call('PUT', url, pair.carrier.auth, { comment: 'Декабрь', extras: [extra] });
    expect(answer.statusCode, answer.body).toBe(200);
    const added = (answer.json().lines as (Line & { comment: string; file: { guid: string } })[]).find(
      (line) => line.kind === 'extra',
    )!;
    expect(added).toMatchObject({
      date: '2026-01-05',
      summ: 610,
      vatRate: 22,
      vat: 110,
      comment: 'Простой 2 часа',
    });
    expect(added.file.guid).toBe(file);
    expect(answer.json().comment).toBe('Декабрь');

    const stranger = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const foreign = (await uploadFile(t.app, stranger.auth)).guid;
    const refused = await kit.call('PUT', url, pair.carrier.auth, { extras: [{ ...extra, file: foreign }] });
    expect(expectProblem(refused, 422).fields?.[0]).toMatchObject({ path: ['extras', 0, 'file'] });
    const decimals = await kit.call('PUT', url, pair.carrier.auth, { extras: [{ ...extra, summ: 1.005 }] });
    expectProblem(decimals, 422);
    const zero = await kit.call('PUT', url, pair.carrier.auth, { extras: [{ ...extra, summ: 0 }] });
    expectProblem(zero, 422);
  });

  it('refuses extras that would take the total past what the printed invoice can write in words', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-21');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const file = await kit.upload(pair);
    const extra = { summ: 999_999_999.99, comment: 'Доплата', file };
    // 20 edits of 50 such extras come to just below a trillion roubles: the line stands in for them.
    await t.app.ctx.db.insert(proformaLines).values({
      proformaId: draft.id,
      kind: 'extra',
      day: '2026-01-31',
      summKopecks: 99_999_000_000_000,
      vatRate: 22,
      vatKopecks: 0,
      comment: 'Доплата',
    });
    const url = `${pair.carrierUrl}/${draft.id}`;
    const refused = await kit.call('PUT', url, pair.carrier.auth, { extras: [extra] });
    expect(expectProblem(refused, 422).errors).toEqual([
      'Доплаты: сумма проформы не может превышать 999\u00a0999\u00a0999\u00a0999,99\u00a0₽',
    ]);
    const pdf = await kit.call('GET', `${url}/pdf`, pair.carrier.auth);
    expect(pdf.statusCode).toBe(200);
  });

  it('charges an extra under the regime the draft was built with, though the carrier changed it since', async () => {
    const pair = await kit.setUp();
    await kit.setVatRegime(pair, 'usn7');
    await kit.closedFlight(pair, '2026-01-20');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    await kit.setVatRegime(pair, 'general');
    const answer = await kit.call('PUT', `${pair.carrierUrl}/${draft.id}`, pair.carrier.auth, {
      extras: [{ summ: 1070, comment: 'Простой', file: await kit.upload(pair) }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().lines.map((line: Line) => [line.kind, line.vatRate])).toEqual([
      ['flight', 7],
      ['extra', 7],
    ]);
  });
});

describe('the proforma’s way', () => {
  it('sends only with lines and the required documents, numbering per carrier and year', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const url = `${pair.carrierUrl}/${draft.id}`;
    expect(draft).toMatchObject({ requiredDocuments: 'upd' });
    const bare = await kit.call('PATCH', `${url}/send`, pair.carrier.auth);
    expect(expectProblem(bare, 422).message).toBe('Приложите документы, которые требует заказчик: «УПД»');
    await kit.call('PUT', `${pair.customer.base}/proforma-settings`, pair.customer.admin.auth, {
      paymentTermDays: 10,
      penalty: { enabled: false, perHour: 1000, graceMinutes: 10, capPercent: 10 },
      requiredDocuments: 'act_invoice',
    });
    // The carrier's view says what the customer requires now.
    expect((await kit.call('GET', url, pair.carrier.auth)).json().requiredDocuments).toBe('act_invoice');
    await kit.call('PUT', `${url}/documents`, pair.carrier.auth, { act: await kit.upload(pair) });
    const noInvoice = await kit.call('PATCH', `${url}/send`, pair.carrier.auth);
    expect(expectProblem(noInvoice, 422).message).toBe(
      'Приложите документы, которые требует заказчик: «Счёт-фактура»',
    );
    await kit.call('PUT', `${url}/documents`, pair.carrier.auth, { invoice: await kit.upload(pair) });
    const sent = await kit.call('PATCH', `${url}/send`, pair.carrier.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 1,
      statusLabel: 'Отправлена',
      number: 'П-2026-0001',
      version: 0,
    });

    await kit.closedFlight(pair, '2026-02-10');
    const second = await kit.build(pair, '2026-02-01', '2026-02-28');
    await kit.call('PUT', `${pair.carrierUrl}/${second.id}/documents`, pair.carrier.auth, {
      act: await kit.upload(pair),
      invoice: await kit.upload(pair),
    });
    const next = await kit.call('PATCH', `${pair.carrierUrl}/${second.id}/send`, pair.carrier.auth);
    expect(next.json().number).toBe('П-2026-0002');

    await kit.closedFlight(pair, '2026-03-01');
    const empty = await kit.build(pair, '2026-03-01', '2026-03-05');
    await kit.call('PUT', `${pair.carrierUrl}/${empty.id}`, pair.carrier.auth, {
      removeLines: [empty.lines[0]!.id],
    });
    const noLines = await kit.call('PATCH', `${pair.carrierUrl}/${empty.id}/send`, pair.carrier.auth);
    expect(expectProblem(noLines, 422).message).toBe('В проформе нет ни одной строки');
  });

  it('hides drafts from the customer; returns with reasons; the resend is «.1»; accepts; pays; history of each step', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    await kit.closedFlight(pair, '2026-01-11');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const customerView = `${pair.customerUrl}/${draft.id}`;
    expectProblem(await kit.call('GET', customerView, pair.customer.plain.auth), 404);
    expect((await kit.call('GET', pair.customerUrl, pair.customer.plain.auth)).json().items).toEqual([]);

    const sent = await kit.sent(pair, '2026-01-01', '2026-01-31').catch(() => null);
    expect(sent).toBeNull(); // the flights are on the draft already
    const url = `${pair.carrierUrl}/${draft.id}`;
    await kit.call('PUT', `${url}/documents`, pair.carrier.auth, { upd: await kit.upload(pair) });
    expect((await kit.call('PATCH', `${url}/send`, pair.carrier.auth)).statusCode).toBe(200);
    const seen = await kit.call('GET', customerView, pair.customer.plain.auth);
    expect(seen.statusCode).toBe(200);

    const noComment = await kit.call('PATCH', `${customerView}/return`, pair.customer.manager.auth, {
      comment: ' ',
    });
    expectProblem(noComment, 422);
    const line = draft.lines[1]!.id;
    const returned = await kit.call('PATCH', `${customerView}/return`, pair.customer.manager.auth, {
      comment: 'Рейс 11.01 не наш',
      lines: [{ line, reason: 'Рейс выполнен другим перевозчиком' }],
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({
      status: 3,
      statusLabel: 'Возвращена',
      returnComment: 'Рейс 11.01 не наш',
    });
    expect(returned.json().lines.find((entry: { id: number }) => entry.id === line).returnReason).toBe(
      'Рейс выполнен другим перевозчиком',
    );
    const twice = await kit.call('PATCH', `${customerView}/accept`, pair.customer.manager.auth);
    expect(expectProblem(twice, 409).message).toBe('Действие недоступно: проформа в статусе «Возвращена»');

    await kit.call('PUT', url, pair.carrier.auth, { removeLines: [line] });
    const resent = await kit.call('PATCH', `${url}/send`, pair.carrier.auth);
    expect(resent.json()).toMatchObject({ number: 'П-2026-0001.1', version: 1, status: 1 });

    const accepted = await kit.call('PATCH', `${customerView}/accept`, pair.customer.manager.auth);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Accepted on 10 March in Moscow, paid within the default 30 days.
    expect(accepted.json()).toMatchObject({ status: 2, dueDate: '2026-04-09', isOverdue: false });

    const future = await kit.call('PATCH', `${customerView}/pay`, pair.customer.admin.auth, {
      paidOn: '2026-03-11',
      paymentNumber: '118',
    });
    expect(expectProblem(future, 422).fields?.[0]).toMatchObject({ path: ['paidOn'] });
    const beforeSent = await kit.call('PATCH', `${customerView}/pay`, pair.customer.admin.auth, {
      paidOn: '2020-01-01',
      paymentNumber: '118',
    });
    expect(expectProblem(beforeSent, 422).errors).toEqual([
      'Дата оплаты: не может быть раньше дня отправки проформы (10.03.2026)',
    ]);
    const paid = await kit.call('PATCH', `${customerView}/pay`, pair.customer.admin.auth, {
      paidOn: '2026-03-10',
      paymentNumber: '118',
    });
    expect(paid.json()).toMatchObject({
      status: 4,
      statusLabel: 'Оплачена',
      paidOn: '2026-03-10',
      paymentNumber: '118',
    });
    expect(paid.json().history.map((entry: { to: number }) => entry.to)).toEqual([0, 1, 3, 1, 2, 4]);
    expect(paid.json().history[2]).toMatchObject({ from: 1, to: 3, comment: 'Рейс 11.01 не наш' });
  });

  it('marks an accepted proforma overdue after its due date and filters the list by it', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    const sent = await kit.sent(pair, '2026-01-01', '2026-01-31');
    await kit.call('PATCH', `${pair.customerUrl}/${sent.id}/accept`, pair.customer.admin.auth);
    clock.advance(31 * 86_400_000);
    try {
      const view = await kit.call('GET', `${pair.carrierUrl}/${sent.id}`, pair.carrier.auth);
      expect(view.json()).toMatchObject({ dueDate: '2026-04-09', isOverdue: true });
      const overdue = await kit.call('GET', `${pair.customerUrl}?overdue=true`, pair.customer.plain.auth);
      expect(overdue.json().items.map((item: { id: number }) => item.id)).toEqual([sent.id]);
      expect(overdue.json().totals).toMatchObject({ summ: 120_000, overdue: 120_000 });
      const onTime = await kit.call('GET', `${pair.customerUrl}?overdue=false`, pair.customer.plain.auth);
      expect(onTime.json().items).toEqual([]);
    } finally {
      clock.advance(-31 * 86_400_000);
    }
  });

  it('deletes a draft (404 after, out of the list, flights free) but never a sent one', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const url = `${pair.carrierUrl}/${draft.id}`;
    expect((await kit.call('DELETE', url, pair.carrier.auth)).statusCode).toBe(200);
    expectProblem(await kit.call('GET', url, pair.carrier.auth), 404);
    expect((await kit.call('GET', pair.carrierUrl, pair.carrier.auth)).json().totalCount).toBe(0);
    const sent = await kit.sent(pair, '2026-01-01', '2026-01-31');
    const refused = await kit.call('DELETE', `${pair.carrierUrl}/${sent.id}`, pair.carrier.auth);
    expect(expectProblem(refused, 409).message).toBe('Действие недоступно: проформа в статусе «Отправлена»');
    const list = await kit.call('GET', `${pair.carrierUrl}?status=1&number=0001`, pair.carrier.auth);
    expect(list.json()).toMatchObject({ totalCount: 1, totals: { summ: 120_000, vat: 21_639.34 } });
  });
});

describe('the monthly scheduler', () => {
  it('builds each carrier’s draft of the previous month on the first day, once', async () => {
    const pair = await kit.setUp();
    const february = await kit.closedFlight(pair, '2026-02-27');
    await kit.closedFlight(pair, '2026-03-01');
    const run = () => runMonthlyProformaDrafts(t.app.ctx);
    try {
      clock.set(new Date('2026-03-02T09:00:00Z'));
      expect(await run()).toBe(0);
      // 00:30 on 1 March in Moscow is still 28 February in UTC.
      clock.set(new Date('2026-02-28T21:30:00Z'));
      expect(await run()).toBeGreaterThanOrEqual(1);
      expect(await run()).toBe(0);
    } finally {
      clock.set(new Date('2026-03-10T09:00:00Z'));
    }
    const list = (await kit.call('GET', pair.carrierUrl, pair.carrier.auth)).json();
    expect(list.items).toMatchObject([
      { status: 0, dateFrom: '2026-02-01', dateTo: '2026-02-28', linesCount: 1 },
    ]);
    const draft = (await kit.call('GET', `${pair.carrierUrl}/${list.items[0].id}`, pair.carrier.auth)).json();
    expect(draft.lines[0].route.id).toBe(february.id);
    expect(draft.history).toMatchObject([{ from: null, to: 0, user: null }]);
  });
});

describe('Excel exports', () => {
  const workbookText = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    return (
      strFromU8(files['xl/worksheets/sheet1.xml']!) +
      strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array())
    );
  };

  it('exports the whole filtered list and one proforma’s lines with their totals', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    await kit.closedFlight(pair, '2026-02-10');
    const january = await kit.sent(pair, '2026-01-01', '2026-01-31');
    await kit.sent(pair, '2026-02-01', '2026-02-28');
    const list = await kit.call('GET', `${pair.customerUrl}?format=xlsx&limit=1`, pair.customer.plain.auth);
    expect(list.statusCode).toBe(200);
    const listText = workbookText(list);
    expect(listText).toContain('П-2026-0001');
    expect(listText).toContain('П-2026-0002');
    expect(listText).toContain('Итого: 2');
    const one = await kit.call('GET', `${pair.carrierUrl}/${january.id}?format=xlsx`, pair.carrier.auth);
    expect(one.statusCode).toBe(200);
    expect(String(one.headers['content-disposition'])).toContain(encodeURIComponent('Проформа П-2026-0001'));
    const oneText = workbookText(one);
    expect(oneText).toContain('10.01.2026');
    expect(oneText).toContain('Тариф');
    expect(oneText).toContain('21639.34');
  });
});

describe('access', () => {
  it('lets user roles read only and keeps other companies out', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    const sent = await kit.sent(pair, '2026-01-01', '2026-01-31');
    const build = await kit.call('POST', pair.carrierUrl, pair.readerAuth, {
      customer: pair.customer.customerId,
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expectProblem(build, 403);
    expect((await kit.call('GET', `${pair.carrierUrl}/${sent.id}`, pair.readerAuth)).statusCode).toBe(200);
    const view = `${pair.customerUrl}/${sent.id}`;
    expectProblem(await kit.call('PATCH', `${view}/accept`, pair.customer.plain.auth), 403);
    const settings = `${pair.customer.base}/proforma-settings`;
    expect((await kit.call('GET', settings, pair.customer.plain.auth)).json()).toMatchObject({
      paymentTermDays: 30,
      requiredDocuments: 'upd',
      penalty: { enabled: false },
    });
    const body = {
      paymentTermDays: 45,
      penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
      requiredDocuments: 'upd',
    };
    expectProblem(await kit.call('PUT', settings, pair.customer.manager.auth, body), 403);
    expectProblem(
      await kit.call('PUT', settings, pair.customer.admin.auth, { ...body, paymentTermDays: 361 }),
      422,
    );

    const other = await kit.setUp();
    // Another carrier's proforma under its own path, and this one under another carrier's path.
    expectProblem(await kit.call('GET', `${other.carrierUrl}/${sent.id}`, other.carrier.auth), 404);
    expectProblem(await kit.call('GET', `${pair.carrierUrl}/${sent.id}`, other.carrier.auth), 404);
    expectProblem(await kit.call('GET', `${other.customerUrl}/${sent.id}`, other.customer.admin.auth), 404);
    expectProblem(
      await kit.call('PATCH', `${other.customerUrl}/${sent.id}/accept`, other.customer.admin.auth),
      404,
    );
  });
});
