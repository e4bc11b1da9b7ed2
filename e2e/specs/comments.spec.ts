import { expect, type Page, test } from '@playwright/test';
import { COMMENT_ANONYMOUS_AUTHOR } from '../../packages/contract/src/comments/comments.constants';
import { seriousViolations } from '../support/a11y';
import { closeOpened, openAs } from '../support/api-session';
import { createReadyFlight } from '../support/demo-records';
import { screenshot } from '../support/session';

// Issue 25 «Tests», Playwright: a carrier asks a question on a running auction at 1280 px, a second carrier at
// 420 px sees it live as «Участник», the manager answers, both carriers see the answer; the first carrier edits its
// question within the window. The flight and auction are made through the API: the comments are what this flow is about.
const MANAGER = 'manager@shipper.demo';
const FIRST = { login: 'admin@carrier.demo', name: 'ООО «ТрансЛогистик»', width: 1280 };
const SECOND = { login: 'admin@sibir.demo', name: 'ООО «СибирьЛогистик»', width: 420 };
const FIRST_SCREEN = { timeout: 60_000 };
const LIVE = { timeout: 10_000 };

const thread = (page: Page) => page.getByTestId('comment');

/** Writes in the thread's box and sends it with Ctrl+Enter. */
const write = async (page: Page, text: string) => {
  const box = page.getByLabel('Новый комментарий');
  await box.fill(text);
  await box.press('Control+Enter');
  await expect(thread(page).filter({ hasText: text })).toBeVisible(LIVE);
};

test.afterEach(closeOpened);

test('a carrier’s question reaches the other carrier as «Участник», the answer reaches both, live', async ({
  browser,
}) => {
  test.slow();
  const { page: customerPage, session: customer } = await openAs(browser, MANAGER);
  const first = await openAs(browser, FIRST.login, FIRST.width);
  const second = await openAs(browser, SECOND.login, SECOND.width);
  const api = `/api/customers/${customer.ownerId}`;
  // A flight of its own: the auctions spec takes the demo's ready ones.
  const flight = await createReadyFlight(customerPage, customer);
  const created = await customerPage.request.post(`${api}/auctions`, {
    headers: customer.headers,
    data: {
      routes: [flight.id],
      dateEnd: new Date(Date.now() + 60 * 60_000).toISOString(),
      step: 1000,
      extensionMinutes: 5,
      contractors: [first.session.ownerId, second.session.ownerId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const auctionId = ((await created.json()) as { id: number }).id;
  const run = await customerPage.request.patch(`${api}/auctions/${auctionId}/run`, {
    headers: customer.headers,
  });
  expect(run.status(), await run.text()).toBe(200);

  await Promise.all(
    [first, second].map(async ({ page, session }) => {
      await page.goto(`/contractors/${session.ownerId}/auction/${auctionId}`);
      await expect(page.getByText('Комментарии (0)')).toBeVisible(FIRST_SCREEN);
    }),
  );
  await customerPage.goto(`/customers/${customer.ownerId}/auction/${auctionId}`);
  await expect(customerPage.getByText('Комментарии (0)')).toBeVisible(FIRST_SCREEN);

  const question = 'Можно ли догрузить 2 паллеты? Схема: https://example.ru/scheme';
  await write(first.page, question);
  // The other carrier sees the question without a reload, its author hidden.
  const seen = thread(second.page).filter({ hasText: 'Можно ли догрузить 2 паллеты?' });
  await expect(seen).toBeVisible(LIVE);
  await expect(seen.getByText(COMMENT_ANONYMOUS_AUTHOR, { exact: true })).toBeVisible();
  await expect(second.page.getByText(FIRST.name)).toHaveCount(0);
  await expect(seen.getByRole('link', { name: 'https://example.ru/scheme' })).toBeVisible();
  // The customer sees who asked.
  const asked = thread(customerPage).filter({ hasText: 'Можно ли догрузить 2 паллеты?' });
  await expect(asked.getByText(FIRST.name)).toBeVisible(LIVE);

  const answer = 'Да, до 2 паллет без доплаты.';
  await write(customerPage, answer);
  for (const page of [first.page, second.page])
    await expect(thread(page).filter({ hasText: answer })).toBeVisible(LIVE);
  await expect(second.page.getByText('Комментарии (2)')).toBeVisible();

  // The author edits its question within 15 minutes; the other carrier sees «изменён».
  const own = thread(first.page).filter({ hasText: 'Можно ли догрузить 2 паллеты?' });
  await own.getByRole('button', { name: 'Изменить' }).click();
  await first.page.getByLabel('Текст комментария').fill('Можно ли догрузить 3 паллеты?');
  await first.page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(thread(second.page).filter({ hasText: 'Можно ли догрузить 3 паллеты?' })).toContainText(
    'изменён',
    LIVE,
  );

  await screenshot(first.page, 'comments-auction-carrier-1280');
  await screenshot(second.page, 'comments-auction-carrier-420');
  await screenshot(customerPage, 'comments-auction-customer-1280');
  for (const [page, name] of [
    [first.page, 'carrier 1280'],
    [second.page, 'carrier 420'],
  ] as const) {
    expect(await seriousViolations(page, `comments ${name}`)).toEqual([]);
  }
});

test('the flight’s customer and carrier talk on the flight, live', async ({ browser }) => {
  test.slow();
  const { page: customerPage, session: customer } = await openAs(browser, MANAGER);
  const carrier = await openAs(browser, FIRST.login, FIRST.width);
  // The demo data's flight with a late truck: the thread that the seed started.
  const list = await carrier.page.request.get(
    `/api/contractors/${carrier.session.ownerId}/routes?limit=100`,
    {
      headers: carrier.session.headers,
    },
  );
  const flights = ((await list.json()) as { items: { id: number }[] }).items;
  let flightId: number | undefined;
  for (const flight of flights) {
    const answer = await carrier.page.request.get(`/api/comments?entity=route&entityId=${flight.id}`, {
      headers: carrier.session.headers,
    });
    if (((await answer.json()) as { totalCount: number }).totalCount > 0) {
      flightId = flight.id;
      break;
    }
  }
  if (!flightId) throw new Error('the demo data has no flight thread of admin@carrier.demo');

  await customerPage.goto(`/customers/${customer.ownerId}/flight/${flightId}`);
  await customerPage.getByRole('tab', { name: /^Комментарии \(\d+\)$/ }).click({ timeout: 60_000 });
  await expect(thread(customerPage).first()).toBeVisible(FIRST_SCREEN);
  await carrier.page.goto(`/contractors/${carrier.session.ownerId}/flight/${flightId}`);
  await carrier.page.getByRole('tab', { name: /^Комментарии \(\d+\)$/ }).click({ timeout: 60_000 });
  await expect(thread(carrier.page).first()).toBeVisible(FIRST_SCREEN);

  await write(carrier.page, 'Разгрузились, документы у водителя.');
  await expect(thread(customerPage).filter({ hasText: 'Разгрузились, документы у водителя.' })).toBeVisible(
    LIVE,
  );
  await write(customerPage, 'Спасибо, ждём оригиналы.');
  await expect(thread(carrier.page).filter({ hasText: 'Спасибо, ждём оригиналы.' })).toBeVisible(LIVE);
  await screenshot(carrier.page, 'comments-flight-carrier-1280');
  await screenshot(customerPage, 'comments-flight-customer-1280');
});
