import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatMoney } from '../../packages/contract/src/format/numbers';
import { closeOpened, loginViaApi, openAs } from '../support/api-session';
import { answerYes } from '../support/dialogs';
import { described, typedDay, typedIn } from '../support/form-values';
import { pickSearched } from '../support/select';
import { screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 16 on the demo data: a carrier bids on the running tender; the shipper accepts the ended one and the
// winner's flights and the lane's tariff follow.

for (const width of [1280, 420]) {
  test(`the carrier bids on a running tender at ${width} px and sees only its own price`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await loginViaApi(page, 'admin@carrier.demo');
    await page.goto('/tenders/contractor');
    // The running tender, whatever its number: the year of demo history's tenders come before it.
    await page
      .getByRole('row')
      .filter({ hasText: 'Магистральные перевозки' })
      .getByRole('link', { name: /^\d+$/ })
      .click();
    await expect(page.getByText('Ставки закрытые')).toBeVisible();
    const lot = page.locator('.ant-card').filter({ hasText: 'Лот 1' });
    await lot.getByRole('textbox', { name: 'Цена за рейс, ₽' }).fill(String(90_000 + width));
    await lot.getByRole('button', { name: /Сделать ставку|Изменить ставку/ }).click();
    await answerYes(page, 'Ставка за рейс');
    await expectToast(page, 'Ставка принята');
    await expect(lot.getByText(/Ваша ставка за рейс: \d/)).toBeVisible();
    await expect(page.getByText('ВолгаТранс')).toHaveCount(0);
    await screenshot(page, `tenders-carrier-${width}`);
  });
}

test('the shipper accepts the ended tender; the lane’s tariff names it and the winner sees its flights', async ({
  page,
  browser,
}) => {
  const shipper = await loginViaApi(page, 'manager@shipper.demo');
  await page.goto('/tenders/customer?status=3');
  await page
    .getByRole('row')
    .filter({ hasText: 'подведение итогов' })
    .getByRole('link', { name: /^\d+$/ })
    .click();
  await expect(page).toHaveURL(/\/tender\/\d+$/);
  const tenderId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText('ООО «ВолгаТранс»').first()).toBeVisible();
  await page.getByRole('button', { name: 'Утвердить победителей' }).click();
  await answerYes(page, 'Утвердить победителей?');
  await expect(page.getByText('Победители утверждены')).toBeVisible();
  await expect(page.getByText('Рейсов создано: 6')).toBeVisible();
  await screenshot(page, 'tenders-accepted');

  await page.goto('/tenders/customer');
  await page.getByRole('radiogroup', { name: 'Статус тендера' }).getByText('Победители утверждены').click();
  await expect(page.getByRole('cell', { name: /подведение итогов/ })).toBeVisible();

  // The first lot (МСК-ЕКБ, six trips) went to ВолгаТранс: its lane's tariff now comes from this tender.
  const tender = (await (
    await page.request.get(`/api/customers/${shipper.ownerId}/tenders/${tenderId}`, {
      headers: shipper.headers,
    })
  ).json()) as {
    routeTemplates: { routeWay: { id: number; code: string }; winner: { contractor: { id: number } } }[];
  };
  const [lot] = tender.routeTemplates;
  await page.goto(`/route-ways/customer/view/${lot!.routeWay.id}`);
  await expect(page.getByText(`По тендеру №${tenderId}`).first()).toBeVisible();

  const carrierPage = await (await browser.newContext()).newPage();
  const winner = await loginViaApi(carrierPage, 'admin@volga.demo');
  expect(lot!.winner.contractor.id).toBe(winner.ownerId);
  await carrierPage.goto('/flights/contractor');
  await expect(carrierPage.getByRole('link', { name: new RegExp(`${lot!.routeWay.code}`) })).toHaveCount(6);
  await carrierPage.context().close();
});

test('the tender report lists every lot with its totals', async ({ page }) => {
  await loginViaApi(page, 'manager@shipper.demo');
  await page.goto('/reports/tenders');
  await expect(page.getByRole('columnheader', { name: 'Экономия за рейс' })).toBeVisible();
  await expect(page.getByText(/Итого: лотов \d+, ставок \d+/)).toBeVisible();
  await screenshot(page, 'tenders-report');
});

// Issue 16 «Tests», Playwright, on a tender of its own: two lots created and run on the screens, two carriers bid
// in browsers of their own (one at 420 px); the shipper ends the bidding, sees both prices per lot and accepts;
// each winner sees the flights generated for it, and each lane's tariff shows the winning price from this tender.
const FIRST_SCREEN = { timeout: 30_000 };
const CARRIER_A = { login: 'admin@carrier.demo', name: 'ООО «ТрансЛогистик»', width: 1280 };
const CARRIER_B = { login: 'admin@sibir.demo', name: 'ООО «СибирьЛогистик»', width: 420 };
// A week of the period, 90 days ahead (no demo flight is there), Monday to Friday (the form's default): 5 trips.
const PERIOD = { from: 90, to: 96, trips: 5 };
// Per lot: the lane, the start price per trip and each carrier's bid; A wins the first lot, B the second.
const LOTS = [
  { way: 'МСК-СПБ', startSum: 100_000, bids: [90_000, 92_000] },
  { way: 'МСК-КРД', startSum: 150_000, bids: [140_000, 135_000] },
];

/** The card of the lot numbered `n` (1-based), on any side's tender screen and on the form (itself in a card). */
const lotCard = (page: Page, n: number): Locator =>
  page
    .locator('.ant-card-head-title', { hasText: new RegExp(`^Лот ${n}$`) })
    .locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-card ')][1]`);

const isoOfTypedDay = (typed: string) => typed.split('.').reverse().join('-');

test.afterEach(closeOpened);

test('the shipper runs a two-lot tender, two carriers bid, the shipper ends and accepts it; flights and tariffs follow', async ({
  browser,
}) => {
  // Three browsers and a dozen screens: more than one default timeout on a shared machine.
  test.slow();
  const { page, session: shipper } = await openAs(browser, 'manager@shipper.demo');
  await page.goto('/tenders/customer');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/tenders\/customer\/add$/);
  // The list stays on screen while the form's code loads, and its filters have a «Название» too.
  await expect(page.getByRole('heading', { name: 'Новый тендер' })).toBeVisible(FIRST_SCREEN);
  const name = `Линии e2e ${Date.now()}`;
  await page.getByLabel('Название').fill(name);
  await page.getByLabel('Окончание приёма ставок').fill(typedIn(48));
  const carriers = page.getByLabel('Перевозчики', { exact: true });
  await pickSearched(page, carriers, 'ТрансЛогистик', /ТрансЛогистик/);
  await pickSearched(page, carriers, 'СибирьЛогистик', /СибирьЛогистик/);
  const [dateFrom, dateTo] = [typedDay(PERIOD.from), typedDay(PERIOD.to)];
  for (const [index, lot] of LOTS.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Добавить лот' }).click();
    const card = lotCard(page, index + 1);
    await pickSearched(
      page,
      card.getByLabel('Маршрут', { exact: true }),
      lot.way,
      new RegExp(`^${lot.way} · `),
    );
    await card.getByLabel('Период с').fill(dateFrom);
    await card.getByLabel('по (включительно)').fill(dateTo);
    await pickSearched(page, card.getByLabel('Наименование перевозки'), 'Продукты', /^Продукты питания$/);
    await card.getByLabel('Начальная цена за рейс, ₽').fill(String(lot.startSum));
  }
  await page.getByRole('button', { name: 'Создать и запустить' }).click();
  await answerYes(page, 'Создать и запустить тендер?');
  // Creating and running two lots is one of the longer calls on a loaded machine; the toast outlives the move.
  await expect(page).toHaveURL(new RegExp(`/customers/${shipper.ownerId}/tender/\\d+$`), FIRST_SCREEN);
  await expectToast(page, 'запущен');
  const tenderId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByText('Идёт приём ставок')).toBeVisible();
  for (const index of LOTS.keys())
    await expect(described(lotCard(page, index + 1), 'Рейсов')).toHaveText(String(PERIOD.trips));

  // Each carrier bids on both lots on its own screen; bids are sealed.
  const sides = await Promise.all(
    [CARRIER_A, CARRIER_B].map(async (carrier, bidder) => {
      const side = await openAs(browser, carrier.login, carrier.width);
      await side.page.goto(`/contractors/${side.session.ownerId}/tender/${tenderId}`);
      for (const [index, lot] of LOTS.entries()) {
        const card = lotCard(side.page, index + 1);
        await card.getByRole('textbox', { name: 'Цена за рейс, ₽' }).fill(String(lot.bids[bidder]));
        await card.getByRole('button', { name: 'Сделать ставку' }).click();
        await answerYes(side.page, 'Ставка за рейс');
        await expect(card.getByText(/^Ваша ставка за рейс:/)).toContainText(formatMoney(lot.bids[bidder]!));
      }
      return side;
    }),
  );
  const [a, b] = sides as [(typeof sides)[number], (typeof sides)[number]];
  await expect(a.page.getByText(CARRIER_B.name)).toHaveCount(0);
  await expect(a.page.getByText(formatMoney(LOTS[0]!.bids[1]!))).toHaveCount(0);

  // The shipper ends the bidding early and sees every carrier's price per lot.
  await page.getByRole('button', { name: 'Завершить приём ставок' }).click();
  await answerYes(page, 'Завершить приём ставок?');
  await expectToast(page, `Приём ставок по тендеру № ${tenderId} завершён`);
  await expect(page.getByText('Подведение итогов')).toBeVisible();
  for (const [index, lot] of LOTS.entries()) {
    const rows = lotCard(page, index + 1).getByRole('row');
    for (const [bidder, carrier] of [CARRIER_A, CARRIER_B].entries())
      await expect(rows.filter({ hasText: carrier.name })).toContainText(formatMoney(lot.bids[bidder]!));
  }
  await screenshot(page, 'tender-e2e-ended');
  await page.getByRole('button', { name: 'Утвердить победителей' }).click();
  await answerYes(page, 'Утвердить победителей?');
  await expectToast(page, `Победители тендера № ${tenderId} утверждены`);
  await expect(page.getByText('Победители утверждены')).toBeVisible();
  for (const index of LOTS.keys())
    await expect(lotCard(page, index + 1).getByText(`Рейсов создано: ${PERIOD.trips}`)).toBeVisible();
  await screenshot(page, 'tender-e2e-accepted');

  // The carriers' open screens learn the result without a reload.
  await expect(lotCard(a.page, 1).getByText('Вы победили')).toBeVisible();
  await expect(lotCard(a.page, 2).getByText('Победил другой участник')).toBeVisible();
  await expect(lotCard(b.page, 2).getByText('Вы победили')).toBeVisible();
  await screenshot(b.page, 'tender-e2e-carrier-won-420');

  const tender = (await (
    await page.request.get(`/api/customers/${shipper.ownerId}/tenders/${tenderId}`, {
      headers: shipper.headers,
    })
  ).json()) as { routeTemplates: { routeWay: { id: number } }[] };
  const period = `date_from=${isoOfTypedDay(dateFrom)}T00:00&date_to=${isoOfTypedDay(dateTo)}T23:59`;
  for (const [index, winner] of [a, b].entries()) {
    const lot = LOTS[index]!;
    const wayId = tender.routeTemplates[index]!.routeWay.id;
    // The winner's flights over the lane and the period: one per trip, at the winning price.
    await winner.page.goto(`/flights/contractor?route_way=${wayId}&${period}`);
    await expect(winner.page.getByText(`Всего: ${PERIOD.trips}`)).toBeVisible();
    const winning = Math.min(...lot.bids);
    await expect(winner.page.getByRole('cell', { name: formatMoney(winning), exact: true })).toHaveCount(
      PERIOD.trips,
    );
    // The lane's tariff is the winning price, from this tender.
    await page.goto(`/route-ways/customer/view/${wayId}`);
    await expect(described(page, 'Текущая цена')).toHaveText(formatMoney(winning));
    await expect(described(page, 'Источник')).toHaveText(`По тендеру №${tenderId}`);
  }
  await screenshot(a.page, 'tender-e2e-winner-flights');
  await screenshot(b.page, 'tender-e2e-winner-flights-420');
  await screenshot(page, 'tender-e2e-tariff');
});
