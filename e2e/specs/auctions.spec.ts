import { expect, type Page, test } from '@playwright/test';
import { splitInProportion } from '../../packages/contract/src/auctions/bid-rules';
import { formatMoney } from '../../packages/contract/src/format/numbers';
import { toKopecks, toRoubles } from '../../packages/contract/src/validation/money';
import { closeOpened, openAs } from '../support/api-session';
import { answerYes } from '../support/dialogs';
import { described, moneyInputText, typedIn } from '../support/form-values';
import { pickSearched } from '../support/select';
import { screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 15 «Tests», Playwright: the shipper creates and runs an auction for two flights on the screens; two carriers
// bid in browser contexts of their own, each seeing the other's price (never its name) within a second; a
// last-minute bid extends the end; the auction closes, the winner declines, the win passes to the other carrier, and
// after its decline window the flights show the winner and the price on both sides. The real clock runs in e2e: the
// customer's own change_dates brings the end near and ends the auction, instead of waiting for hours; the rules'
// timing at the boundaries is tested with a controllable clock in the server's tests.
const MANAGER = 'manager@shipper.demo';
// Two accredited, verified partners of the demo shipper; the second one works on a phone's width.
const FIRST = { login: 'admin@carrier.demo', name: 'ООО «ТрансЛогистик»', width: 1280 };
const SECOND = { login: 'admin@sibir.demo', name: 'ООО «СибирьЛогистик»', width: 420 };
const STEP = 1000;
const FIRST_SCREEN = { timeout: 30_000 };
// Issue 15: a bid reaches the other bidders' screens within a second.
const WITHIN_A_SECOND = { timeout: 1_000 };

type AuctionAnswer = {
  status: number;
  dateEnd: string;
  routes: { id: number; routeCode: string; initialSum: number }[];
};

/** A figure of the auction's panel (antd Statistic) by its title. */
const figure = (page: Page, title: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) })
    .locator('.ant-statistic-content');

/** The carrier takes the one-click «best − step» bid, confirms it and sees it as its own. */
const bidBestMinusStep = async (page: Page, amount: number) => {
  await page.getByRole('button', { name: `Ставка ${formatMoney(amount)}` }).click();
  await answerYes(page, 'Сделать ставку');
  // The toast of an earlier bid may still be shown: the carrier's own bid figure tells this one was taken.
  await expect(figure(page, 'Ваша ставка')).toHaveText(formatMoney(amount));
};

/** The other bidder's screen shows the new best price within a second of the bidder seeing its bid taken. */
const seesBestWithinASecond = async (page: Page, best: number) => {
  const since = Date.now();
  await expect(figure(page, 'Лучшая цена')).toHaveText(formatMoney(best), WITHIN_A_SECOND);
  test.info().annotations.push({
    type: 'bid seen by the other carrier after, ms',
    description: String(Date.now() - since),
  });
};

test.afterEach(closeOpened);

test('two carriers bid live on a two-flight auction; a late bid extends it; a declined win passes on', async ({
  browser,
}) => {
  // Two sides in three browsers and a scheduler on the real clock: more than one default timeout on a shared machine.
  test.slow();
  const { page: customerPage, session: customer } = await openAs(browser, MANAGER);
  const api = `/api/customers/${customer.ownerId}`;
  const settingsPath = `${api}/transportations/settings`;
  const settingsBefore = await (
    await customerPage.request.get(settingsPath, { headers: customer.headers })
  ).json();
  /** The transportation settings (DESIGN 11), set through the API: they are not what this flow is about. */
  const putSettings = async (data: { firstBid: boolean; timeToCancel: number }) =>
    expect((await customerPage.request.put(settingsPath, { headers: customer.headers, data })).status()).toBe(
      200,
    );
  // The first winner gets a decline window of ten minutes: on a loaded machine the carrier's page may take more than a
  // minute to offer «Отказаться от победы», and the window must not close first (the flow never waits it out).
  await putSettings({ firstBid: false, timeToCancel: 10 });
  try {
    const free = await customerPage.request.get(`${api}/routes_for_auctions`, { headers: customer.headers });
    const flights = (
      (await free.json()) as { items: { routeCode: string; initialSum: number }[] }
    ).items.slice(0, 2);
    if (flights.length < 2) throw new Error('the demo data has fewer than two ready flights for an auction');

    await customerPage.goto('/auctions/customer');
    await expect(customerPage.getByText(/^Все \(\d+\)$/)).toBeVisible(FIRST_SCREEN);
    await customerPage.getByRole('button', { name: 'Добавить' }).click();
    await expect(customerPage).toHaveURL(/\/auctions\/customer\/auction\/new$/);
    await expect(customerPage).toHaveTitle(/^Новый аукцион/);
    const flightsField = customerPage.getByLabel('Рейсы', { exact: true });
    for (const flight of flights)
      await pickSearched(customerPage, flightsField, flight.routeCode, new RegExp(flight.routeCode));
    // The start price follows the chosen flights' sums.
    const startSum = toRoubles(flights.reduce((sum, flight) => sum + toKopecks(flight.initialSum), 0));
    await expect(customerPage.getByText(`Сумма рейсов: ${formatMoney(startSum)}`)).toBeVisible();
    await expect(customerPage.getByLabel('Начальная цена, ₽')).toHaveValue(moneyInputText(startSum));
    await customerPage.getByLabel('Окончание').fill(typedIn(3));
    await customerPage.getByLabel('Шаг ставки, ₽').fill(String(STEP));
    await customerPage.getByLabel('Продление при поздней ставке, мин').fill('1');
    const carriersField = customerPage.getByLabel('Перевозчики', { exact: true });
    await pickSearched(customerPage, carriersField, 'ТрансЛогистик', /ТрансЛогистик/);
    await pickSearched(customerPage, carriersField, 'СибирьЛогистик', /СибирьЛогистик/);
    await customerPage.getByRole('button', { name: 'Сохранить' }).click();
    await expectToast(customerPage, 'создан');
    await expect(customerPage).toHaveURL(/\/auctions\/customer\/auction\/\d+$/);
    const auctionId = Number(/(\d+)$/.exec(customerPage.url())?.[1]);
    const auctionPath = `${api}/auctions/${auctionId}`;

    await customerPage.getByRole('button', { name: 'Запустить' }).click();
    await answerYes(customerPage, 'Запустить аукцион?');
    await expectToast(customerPage, 'Аукцион запущен');
    await customerPage.getByRole('button', { name: 'К ходу аукциона' }).click();
    await expect(customerPage).toHaveURL(`/customers/${customer.ownerId}/auction/${auctionId}`);
    await expect(customerPage.getByText('До окончания')).toBeVisible();
    await expect(customerPage.getByText('Ставок пока нет')).toBeVisible();

    const first = await openAs(browser, FIRST.login, FIRST.width);
    const second = await openAs(browser, SECOND.login, SECOND.width);
    await Promise.all(
      [first, second].map(async ({ page, session }) => {
        await page.goto(`/contractors/${session.ownerId}/auction/${auctionId}`);
        await expect(page.getByRole('button', { name: `Ставка ${formatMoney(startSum)}` })).toBeVisible(
          FIRST_SCREEN,
        );
      }),
    );

    // Each carrier sees the other's price within a second of its acceptance, and never the other's name.
    await bidBestMinusStep(first.page, startSum);
    await seesBestWithinASecond(second.page, startSum);
    await bidBestMinusStep(second.page, startSum - STEP);
    await seesBestWithinASecond(first.page, startSum - STEP);
    await expect(figure(first.page, 'Ваше место')).toHaveText('2');
    await expect(figure(second.page, 'Ваше место')).toHaveText('1');
    await expect(first.page.getByText(SECOND.name)).toHaveCount(0);
    await expect(second.page.getByText(FIRST.name)).toHaveCount(0);
    // The customer's open view names both carriers, without a reload.
    const bids = customerPage.getByRole('region', { name: 'Ставки' });
    await expect(bids.getByRole('row')).toHaveCount(3);
    await expect(bids.getByText(FIRST.name)).toBeVisible();
    await expect(bids.getByText(SECOND.name)).toBeVisible();
    await expect(figure(customerPage, 'Продлений')).toHaveText('0');

    // The end comes near (the customer's change_dates, instead of waiting hours): less than the minute of
    // anti-sniping is left, so the next accepted bid moves the end to its own time plus a minute.
    const nearEnd = new Date(Date.now() + 40_000).toISOString();
    const moved = await customerPage.request.patch(`${auctionPath}/change_dates`, {
      headers: customer.headers,
      data: { dateEnd: nearEnd },
    });
    expect(moved.status()).toBe(200);
    await bidBestMinusStep(first.page, startSum - 2 * STEP);
    for (const page of [customerPage, first.page, second.page])
      await expect(figure(page, 'Продлений')).toHaveText('1');
    await expect(
      bids
        .getByRole('row')
        .nth(1)
        // The move is seconds (about 20 of them here), said as such; the new end keeps DD.MM.YYYY HH:mm.
        .getByText(/^Продлён на \d+ с, до \d\d\.\d\d\.\d{4} \d\d:\d\d$/),
    ).toBeVisible();
    const extended = (await (
      await customerPage.request.get(auctionPath, { headers: customer.headers })
    ).json()) as AuctionAnswer;
    expect(Date.parse(extended.dateEnd) - Date.parse(nearEnd)).toBeGreaterThan(0);
    await screenshot(customerPage, 'auction-customer-extended');
    await screenshot(second.page, 'auction-carrier-extended-420');

    // The customer ends it now; the scheduler closes it within a second and the lowest bid wins.
    const ended = await customerPage.request.patch(`${auctionPath}/change_dates`, {
      headers: customer.headers,
      data: { dateEnd: new Date(Date.now() + 1_000).toISOString() },
    });
    expect(ended.status()).toBe(200);
    await expect(first.page.getByText('Вы победили в аукционе')).toBeVisible();
    await expect(first.page.getByText(/^Отказаться от победы можно до /)).toBeVisible();
    await expect(second.page.getByText('Вы победили в аукционе')).toHaveCount(0);
    await expect(second.page.getByText('Победил другой участник')).toBeVisible();
    await expect(customerPage.getByText(/^Победитель может отказаться до /)).toBeVisible();
    await screenshot(first.page, 'auction-carrier-won');

    // The next window is empty (timeToCancel 0, a setting the customer may choose), so the passed win closes at
    // once instead of after a minute of the real clock; its length is the scheduler tests' business.
    await putSettings({ firstBid: false, timeToCancel: 0 });
    await first.page.getByRole('button', { name: 'Отказаться от победы' }).click();
    await answerYes(first.page, 'Отказаться от победы?');
    await expectToast(first.page, 'Вы отказались от победы');

    // The win passes to the other carrier at its best bid; after its window the scheduler closes the auction.
    const price = startSum - STEP;
    await expect(customerPage.getByText('Завершён', { exact: true })).toBeVisible();
    await expect(customerPage.getByText(`Победитель: ${SECOND.name}, ${formatMoney(price)}`)).toBeVisible();
    await expect(customerPage.getByRole('heading', { name: 'Отказы от победы (1)' })).toBeVisible();
    await expect(second.page.getByText('Вы победили в аукционе')).toBeVisible();
    await expect(first.page.getByText('Вы победили в аукционе')).toHaveCount(0);
    await screenshot(customerPage, 'auction-customer-closed');
    await screenshot(second.page, 'auction-carrier-passed-420');
    const closed = (await (
      await customerPage.request.get(auctionPath, { headers: customer.headers })
    ).json()) as AuctionAnswer;
    const shares = splitInProportion(
      toKopecks(price),
      closed.routes.map((route) => toKopecks(route.initialSum)),
    );
    for (const [index, route] of closed.routes.entries()) {
      const share = formatMoney(toRoubles(shares[index]!));
      await customerPage.goto(`/customers/${customer.ownerId}/flight/${route.id}`);
      await expect(customerPage.getByRole('heading', { name: `Рейс ${route.routeCode}` })).toBeVisible();
      await expect(described(customerPage, 'Перевозчик')).toHaveText(SECOND.name);
      await expect(described(customerPage, 'Сумма перевозки, ₽')).toHaveText(share);
      await second.page.goto(`/contractors/${second.session.ownerId}/flight/${route.id}`);
      await expect(second.page.getByRole('heading', { name: `Рейс ${route.routeCode}` })).toBeVisible();
      await expect(described(second.page, 'Сумма перевозки, ₽')).toHaveText(share);
    }
    await screenshot(customerPage, 'auction-flight-customer');
    await screenshot(second.page, 'auction-flight-carrier-420');
  } finally {
    await customerPage.request.put(settingsPath, { headers: customer.headers, data: settingsBefore });
  }
});
