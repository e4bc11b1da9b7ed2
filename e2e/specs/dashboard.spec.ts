import { expect, type Page, test } from '@playwright/test';
import { describeViolations, seriousViolations } from '../support/a11y';
import { closeOpened, openAs } from '../support/api-session';
import { createReadyFlight } from '../support/demo-records';
import { screenshot } from '../support/session';

// Issue 24 «Dashboard», Playwright: the carrier's open dashboard shows an auction the shipper starts through the
// API without a reload (the page refetches on the live `auctions` channel); both dashboards at 1280 and 420 px.
const MANAGER = 'manager@shipper.demo';
const CARRIER = 'admin@carrier.demo';
const FIRST_SCREEN = { timeout: 30_000 };

const cardOf = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);

/** axe finds nothing serious on the dashboard as it is shown. */
const expectAxeClean = async (page: Page, screen: string) => {
  const violations = await seriousViolations(page, screen);
  expect(violations, describeViolations(violations)).toEqual([]);
};

/** The card's figure: its link reads «<title>: <value>». */
const figureOf = async (page: Page, key: string, title: string) => {
  const label = await cardOf(page, key)
    .getByRole('link', { name: new RegExp(`^${title}: `) })
    .getAttribute('aria-label');
  return Number(label?.slice(title.length + 2).replace(/\s/g, ''));
};

test.afterEach(closeOpened);

test('the carrier’s open dashboard shows an auction the shipper starts, without a reload', async ({
  browser,
}) => {
  const carrier = await openAs(browser, CARRIER);
  await carrier.page.goto('/dashboard');
  await expect(
    cardOf(carrier.page, 'auctionsOpen').getByRole('link', { name: /^Открытые аукционы: / }),
  ).toBeVisible(FIRST_SCREEN);
  const before = await figureOf(carrier.page, 'auctionsOpen', 'Открытые аукционы');

  const customer = await openAs(browser, MANAGER);
  const api = `/api/customers/${customer.session.ownerId}`;
  const request = customer.page.request;
  // A flight of its own: the auctions spec takes the demo's ready ones.
  const flight = await createReadyFlight(customer.page, customer.session);
  const created = await request.post(`${api}/auctions`, {
    headers: customer.session.headers,
    data: {
      routes: [flight.id],
      dateEnd: new Date(Date.now() + 60 * 60_000).toISOString(),
      step: 1000,
      extensionMinutes: 1,
      contractors: [carrier.session.ownerId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const auctionId = ((await created.json()) as { id: number }).id;
  const run = await request.patch(`${api}/auctions/${auctionId}/run`, { headers: customer.session.headers });
  expect(run.status(), await run.text()).toBe(200);

  const opened = cardOf(carrier.page, 'auctionsOpen');
  await expect(opened.getByRole('link', { name: `Открытые аукционы: ${before + 1}` })).toBeVisible();
  const item = opened.getByRole('link', { name: new RegExp(`^№ ${auctionId} · `) });
  await expect(item).toContainText('ставок нет');
  await screenshot(carrier.page, 'dashboard-carrier-1280');
  await expectAxeClean(carrier.page, 'dashboard carrier 1280');
  // The keyboard opens an item: focus it, then Enter.
  await item.focus();
  await carrier.page.keyboard.press('Enter');
  await expect(carrier.page).toHaveURL(`/contractors/${carrier.session.ownerId}/auction/${auctionId}`);

  // The shipper's dashboard counts the running auction with its link, at both widths.
  await customer.page.goto('/dashboard');
  const running = cardOf(customer.page, 'auctionsRunning');
  await expect(running.getByRole('link', { name: new RegExp(`^№ ${auctionId} · `) })).toBeVisible(
    FIRST_SCREEN,
  );
  await screenshot(customer.page, 'dashboard-customer-1280');
  await expectAxeClean(customer.page, 'dashboard customer 1280');
  await customer.page.setViewportSize({ width: 420, height: 900 });
  await expect(running).toBeVisible();
  await screenshot(customer.page, 'dashboard-customer-420');
  await expectAxeClean(customer.page, 'dashboard customer 420');
  await carrier.page.setViewportSize({ width: 420, height: 900 });
  await carrier.page.goto('/dashboard');
  await expect(cardOf(carrier.page, 'rating')).toBeVisible(FIRST_SCREEN);
  await screenshot(carrier.page, 'dashboard-carrier-420');
  await expectAxeClean(carrier.page, 'dashboard carrier 420');
});
