import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { typedDay } from '../support/form-values';

// Issue 24 «Analytics»: the web app counts the screens the shipper's admin opens and sends them when the page hides;
// «Использование портала» in the statistics then shows them per week.

const analyticsSent = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics') && response.request().method() === 'POST',
  );

const pad = (value: number) => String(value).padStart(2, '0');
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

test('the admin opens two screens, the page hides, and the usage tab counts them', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await loginViaApi(page, 'admin@shipper.demo');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The tab's default period (this month and the eleven before it) in Moscow days, as the server counts a view on its
  // Moscow day: after 21:00 UTC that is already tomorrow. Other specs open screens as this admin too: the spec
  // counts what its own views add.
  const [moscowDay, moscowMonth, moscowYear] = typedDay(0).split('.').map(Number) as [number, number, number];
  const period = `dateFrom=${day(new Date(moscowYear, moscowMonth - 12, 1))}&dateTo=${day(new Date(moscowYear, moscowMonth - 1, moscowDay))}`;
  const totals = async () => {
    const answer = await page.request.get(`/api/customers/${session.ownerId}/analytics?${period}`, {
      headers: session.headers,
    });
    expect(answer.status()).toBe(200);
    const { rows } = (await answer.json()) as { rows: { route: { id: string }; total: number }[] };
    return (route: string) => rows.find((row) => row.route.id === route)?.total ?? 0;
  };
  const before = await totals();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible({ timeout: 60_000 });
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Уведомления' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();

  // Hiding the tab sends both views in one keepalive request with the bearer token.
  const sent = analyticsSent(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const response = await sent;
  expect(response.status()).toBe(204);
  expect(response.request().headers().authorization).toMatch(/^Bearer /);
  expect(response.request().postDataJSON()).toEqual({
    events: [
      { name: 'page_view', route: 'dashboard', at: expect.any(String) },
      { name: 'page_view', route: 'notifications', at: expect.any(String) },
    ],
  });

  // At least its own views: a page of an earlier spec closed just before may still be delivering its last batch.
  const after = await totals();
  expect(after('dashboard')).toBeGreaterThanOrEqual(before('dashboard') + 1);
  expect(after('notifications')).toBeGreaterThanOrEqual(before('notifications') + 1);

  await page.goto('/statistic?tab=usage');
  const table = page.getByRole('region', { name: 'Просмотры экранов по неделям' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  // The last cell of a screen's row is its total over the period: at least what the API counted before, since the
  // axe walk in the other lane opens screens as this admin too.
  for (const [title, route] of [
    ['Главная', 'dashboard'],
    ['Уведомления', 'notifications'],
  ] as const) {
    const total = table
      .getByRole('row', { name: new RegExp(`^${title}`) })
      .getByRole('cell')
      .last();
    await expect(total).toHaveText(/^\d+$/);
    expect(Number(await total.textContent())).toBeGreaterThanOrEqual(after(route));
  }

  // Leaving the page (pagehide) sends what waits: the statistics screen's own view.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await expect.poll(async () => (await totals())('statistic')).toBeGreaterThanOrEqual(after('statistic') + 1);
});
