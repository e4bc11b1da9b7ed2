import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { contactRequisites, contractors, customers } from '../../db/schema/index';
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

type Response = { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> };

/** The text of each page, as a reader's copy-and-paste gets it (spaces of any kind made plain). */
const pdfPages = async (response: Response): Promise<string[]> => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocument({ data: new Uint8Array(response.rawPayload), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''));
    pages.push(text.join(' ').replace(/[^\S\n]+/g, ' '));
  }
  await pdf.destroy();
  return pages;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** A pair whose carrier and customer hold full requisites, the customer's for this carrier over its default. */
const withRequisites = async () => {
  const pair = await kit.setUp();
  const db = t.app.ctx.db;
  await db
    .update(contractors)
    .set({
      inn: `77${String(pair.carrierId).padStart(8, '0')}`,
      kpp: '772801001',
      legalAddress: 'г. Москва, ул. Перевозчиков, д. 1',
      bankName: 'ПАО «Банк перевозчика»',
      bik: '044525225',
      bankAccount: '40702810900000000001',
      correspondentAccount: '30101810400000000225',
    })
    .where(eq(contractors.id, pair.carrierId));
  const customerInn = `50${String(pair.customer.customerId).padStart(8, '0')}`;
  await db
    .update(customers)
    .set({ inn: customerInn, kpp: '500101001' })
    .where(eq(customers.id, pair.customer.customerId));
  const card = {
    customerId: pair.customer.customerId,
    contactPerson: 'Иванов Иван',
    legalName: 'ООО «Заказчик»',
    inn: customerInn,
    bik: '044525111',
    bankAccount: '40702810100000000002',
  };
  await db.insert(contactRequisites).values([
    { ...card, legalAddress: 'г. Химки, ул. Общая, д. 2', bankName: 'АО «Общий банк»' },
    { ...card, contractorId: pair.carrierId, legalAddress: 'г. Химки, ул. Для перевозчика, д. 3' },
  ]);
  return { ...pair, carrierInn: `77${String(pair.carrierId).padStart(8, '0')}`, customerInn };
};

describe('the printable proforma', () => {
  it('prints the invoice and the act with both parties, the lines, VAT by rate, the total and its words', async () => {
    const pair = await withRequisites();
    // 140 000 ₽ on two flights: 20 % in December 2025, 22 % in January 2026.
    await kit.closedFlight(pair, '2025-12-31', 6_000_000);
    await kit.closedFlight(pair, '2026-01-10', 8_000_000);
    const sent = await kit.sent(pair, '2025-12-01', '2026-01-31');
    const response = await kit.call('GET', `${pair.carrierUrl}/${sent.id}/pdf`, pair.carrier.auth);
    expect(String(response.headers['content-disposition'])).toBe(
      `attachment; filename="proforma-${sent.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`Проформа ${sent.number}.pdf`)}`,
    );
    const [invoice, act, ...rest] = (await pdfPages(response)).map(oneLine);
    expect(rest).toEqual([]);

    // Sent by the clock of the test: 10 March 2026 in Moscow.
    expect(invoice).toContain(`Счёт на оплату № ${sent.number} от 10.03.2026`);
    expect(invoice).toContain(pair.carrierInn);
    expect(invoice).toContain('772801001');
    expect(invoice).toContain('ПАО «Банк перевозчика»');
    expect(invoice).toContain('40702810900000000001');
    expect(invoice).toContain('30101810400000000225');
    expect(invoice).toContain(pair.customerInn);
    expect(invoice).toContain('500101001');
    // The card the customer keeps for this carrier wins over its default; it names no bank, so «—».
    expect(invoice).toContain('г. Химки, ул. Для перевозчика, д. 3');
    expect(invoice).not.toContain('г. Химки, ул. Общая');
    expect(invoice).toMatch(/Банк: — /);
    expect(invoice).toContain('Период оказания услуг: с 01.12.2025 по 31.01.2026');
    expect(invoice).toMatch(/Перевозка по рейсу \S+ от 31\.12\.2025/);
    expect(invoice).toMatch(/Перевозка по рейсу \S+ от 10\.01\.2026/);
    // 60 000 at 20 % holds 10 000 of VAT; 80 000 at 22 % holds 14 426,23.
    expect(invoice).toContain('20 %');
    expect(invoice).toContain('22 %');
    expect(invoice).toContain('НДС 20 %: 10 000,00');
    expect(invoice).toContain('НДС 22 %: 14 426,23');
    expect(invoice).toContain('Итого без НДС: 115 573,77');
    expect(invoice).toContain('Всего к оплате: 140 000,00');
    expect(invoice).toContain('Всего к оплате: Сто сорок тысяч рублей 00 копеек');

    expect(act).toContain(`Акт № ${sent.number} от 10.03.2026 оказанных услуг`);
    expect(act).toContain(pair.carrierInn);
    expect(act).toContain(pair.customerInn);
    expect(act).toContain('Всего к оплате: Сто сорок тысяч рублей 00 копеек');
    expect(act).toContain(
      'Вышеперечисленные услуги выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам оказания услуг не имеет.',
    );
    expect(act).toMatch(/Исполнитель .*Заказчик/);
  });

  it('prints a draft without a number, «Без НДС» for a carrier without VAT, «—» for what the portal lacks', async () => {
    const pair = await kit.setUp();
    await kit.setVatRegime(pair, 'none');
    await t.app.ctx.db
      .update(contractors)
      .set({ bankName: null, bik: null, legalAddress: null })
      .where(eq(contractors.id, pair.carrierId));
    await kit.closedFlight(pair, '2026-02-10', 2_102);
    const draft = await kit.build(pair, '2026-02-01', '2026-02-28');
    const pages = await pdfPages(
      await kit.call('GET', `${pair.carrierUrl}/${draft.id}/pdf`, pair.readerAuth),
    );
    const [invoice, act] = pages.map(oneLine);
    expect(invoice).toContain('Проект счёта (черновик)');
    expect(invoice).not.toContain('Счёт на оплату №');
    expect(act).toContain('Проект акта оказанных услуг (черновик)');
    expect(invoice).toMatch(/Адрес: — /);
    expect(invoice).toMatch(/БИК: — /);
    expect(invoice).toContain('НДС: Без НДС');
    expect(invoice).toContain('Всего к оплате: Двадцать один рубль 02 копейки');
  });

  it('runs onto more pages with many lines and still ends with the act', async () => {
    const pair = await kit.setUp();
    for (let day = 1; day <= 40; day += 1)
      await kit.closedFlight(pair, `2026-01-${String(1 + (day % 28)).padStart(2, '0')}`, 100_000);
    const sent = await kit.sent(pair, '2026-01-01', '2026-01-31');
    const pages = (
      await pdfPages(await kit.call('GET', `${pair.carrierUrl}/${sent.id}/pdf`, pair.carrier.auth))
    ).map(oneLine);
    expect(pages.length).toBeGreaterThan(2);
    const actPage = pages.findIndex((page) => page.includes(`Акт № ${sent.number}`));
    expect(actPage).toBeGreaterThan(0);
    // The table's head repeats on each page the invoice's lines run onto.
    for (const page of pages.slice(1, actPage)) expect(page).toContain('Наименование работ, услуг');
    expect(pages.slice(0, actPage).join(' ')).toContain('Всего к оплате: Сорок тысяч рублей 00 копеек');
    expect(pages.at(-1)).toContain('Заказчик претензий');
  });
});

describe('access to the printable proforma', () => {
  it('follows the JSON view of each side', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-10');
    await kit.closedFlight(pair, '2026-02-10');
    const sent = await kit.sent(pair, '2026-01-01', '2026-01-31');
    const draft = await kit.build(pair, '2026-02-01', '2026-02-28');
    const carrierPdf = `${pair.carrierUrl}/${sent.id}/pdf`;
    const customerPdf = `${pair.customerUrl}/${sent.id}/pdf`;

    expectProblem(await t.app.inject({ method: 'GET', url: carrierPdf }), 401);
    expectProblem(await t.app.inject({ method: 'GET', url: customerPdf }), 401);
    // User roles read, so they print.
    expect((await kit.call('GET', carrierPdf, pair.readerAuth)).statusCode).toBe(200);
    const customerCopy = await pdfPages(await kit.call('GET', customerPdf, pair.customer.plain.auth));
    expect(oneLine(customerCopy[0]!)).toContain(`Счёт на оплату № ${sent.number}`);
    // The customer never sees a draft; the carrier prints it.
    expectProblem(
      await kit.call('GET', `${pair.customerUrl}/${draft.id}/pdf`, pair.customer.admin.auth),
      404,
    );
    expect((await kit.call('GET', `${pair.carrierUrl}/${draft.id}/pdf`, pair.carrier.auth)).statusCode).toBe(
      200,
    );

    const other = await kit.setUp();
    expectProblem(await kit.call('GET', `${other.carrierUrl}/${sent.id}/pdf`, other.carrier.auth), 404);
    expectProblem(await kit.call('GET', carrierPdf, other.carrier.auth), 404);
    expectProblem(
      await kit.call('GET', `${other.customerUrl}/${sent.id}/pdf`, other.customer.admin.auth),
      404,
    );
    expectProblem(await kit.call('GET', customerPdf, other.customer.admin.auth), 404);

    // A path id that is not a number names no record, as on every path of the portal (the JSON view too).
    expectProblem(await kit.call('GET', `${pair.carrierUrl}/abc`, pair.carrier.auth), 404);
    expectProblem(await kit.call('GET', `${pair.carrierUrl}/abc/pdf`, pair.carrier.auth), 404);
    expectProblem(await kit.call('GET', `${pair.customerUrl}/abc/pdf`, pair.customer.admin.auth), 404);
    expectProblem(await kit.call('GET', `${pair.carrierUrl}/999999/pdf`, pair.carrier.auth), 404);
  });
});
