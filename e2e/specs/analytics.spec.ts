import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';

// Issue 24 «Analytics»: the web app counts the screens the shipper's admin opens and sends them when the page hides;
// «Использование портала» in the statistics then shows them per week.

const analyticsSent = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics') && response.request().method() === 'POST',
  );

test('the admin opens two screens, the page hides, and the usage tab counts them', async ({ page }) => {
  test.setTimeout(180_000);
  await loginViaApi(page, 'admin@shipper.demo');
  await page.setViewportSize({ width: 1280, height: 900 });

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

  await page.goto('/statistic?tab=usage');
  const table = page.getByRole('region', { name: 'Просмотры экранов по неделям' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  for (const title of ['Главная', 'Уведомления'])
    await expect(table.getByRole('row', { name: new RegExp(`^${title}`) })).toContainText(/1$/);
  await expect(table.getByRole('row', { name: /^Итого/ })).toContainText(/2$/);

  // Leaving the page (pagehide) sends what waits: the statistics screen's own view.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  await page.goto('/statistic?tab=usage');
  await expect(table.getByRole('row', { name: /^Статистика/ })).toContainText(/1$/, { timeout: 30_000 });
});
