import { expect, test } from '@playwright/test';
import { apiLogin, contextFor, describeViolations, seriousViolations, WIDTHS } from '../support/a11y';
import { screenshot } from '../support/session';

// Issue 17: the customer's rating settings and top at 1280 and 420 px, without serious axe violations.

test('the customer admin edits a weight and sees the carriers ranked', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const login = await apiLogin((await browser.newContext({ baseURL })).request, 'admin@shipper.demo');
  const page = await (await contextFor(browser, baseURL!, login)).newPage();

  await page.goto('/customer/rating/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки рейтинга' })).toBeVisible();
  const firstWeight = page.getByLabel('Весовой коэффициент').first();
  await firstWeight.fill('4');
  await page.getByRole('button', { name: 'Сохранить' }).nth(1).click();
  await expect(page.getByText('Настройки показателя сохранены')).toBeVisible();
  await firstWeight.fill('3');
  await page.getByRole('button', { name: 'Сохранить' }).nth(1).click();

  await page.goto('/customer/rating/top');
  await expect(page.getByRole('heading', { level: 1, name: 'Лучшие перевозчики' })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  const rating = (await first.locator('[data-band]').textContent()) ?? '';
  const name = (await first.getByRole('link').textContent()) ?? '';
  // The carrier card shows the same latest monthly rating.
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Карточка перевозчика' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(rating, { exact: true }).first()).toBeVisible();
  await screenshot(page, 'rating-carrier-card-1280');

  for (const width of WIDTHS)
    for (const path of ['/customer/rating/settings', '/customer/rating/top', '/customer/rating/appeals']) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await screenshot(page, `rating${path.replaceAll('/', '-')}-${width}`);
      const violations = await seriousViolations(page, `${path} ${width}`);
      expect(violations, describeViolations(violations)).toEqual([]);
    }
});
