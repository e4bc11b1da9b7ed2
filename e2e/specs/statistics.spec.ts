import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { chooseOption, firstOptionLabel } from '../support/select';
import { screenshot } from '../support/session';

// Issue 24: the demo shipper's statistics: the period and a route way in the URL, a figure opens the auctions
// report with the same filters, a tab exports to Excel; the screen at 1280 and 420 px.

const pad = (value: number) => String(value).padStart(2, '0');
const typed = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;

test('the shipper filters the statistics, opens the list behind a figure and exports a tab', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginViaApi(page, 'admin@shipper.demo');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/statistic');
  const held = page.locator('[data-figure="auctionsHeld"]');
  // The first screen after the server's start may take half a minute on a loaded machine.
  await expect(held.getByRole('link')).toHaveText(/^\d+$/, { timeout: 60_000 });
  await expect(held.getByText(/число проведённых аукционов/)).toBeVisible();
  // The demo auctions' bids by minute before the end, drawn under the savings chart.
  await expect(page.getByTestId('bid-timing-chart')).toHaveAttribute('aria-label', /всего [1-9]\d*/);
  // The figure opens the held auctions of the same period: the report counts as many.
  const heldCount = (await held.getByRole('link').textContent()) ?? '';
  await held.getByRole('link').click();
  await expect(page).toHaveURL(/\/reports\/auctions\?.*status=3%2C4%2C5/);
  if (heldCount !== '0') await expect(page.getByText(`Всего: ${heldCount}`)).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(held.getByRole('link')).toHaveText(heldCount);

  // The period: from the first day of the current month.
  const today = new Date();
  const from = typed(new Date(today.getFullYear(), today.getMonth(), 1));
  const dateFrom = page.getByLabel('Период с');
  await dateFrom.click();
  await dateFrom.press('ControlOrMeta+A');
  await dateFrom.pressSequentially(from.replaceAll('.', ''));
  await expect(page).toHaveURL(new RegExp(`date_from=${from}`));

  // A route way of the demo shipper.
  await page.getByRole('combobox', { name: 'Маршрут' }).click();
  const wayLabel = await firstOptionLabel(page);
  await chooseOption(page, wayLabel);
  await expect(page).toHaveURL(/route_way=\d+/);
  const routeWay = new URL(page.url()).searchParams.get('route_way');
  await expect(held.getByRole('link')).toHaveText(/^\d+$/);
  await screenshot(page, 'statistics-1280');

  // The figure opens the auctions report with the same period and route way.
  await held.getByRole('link').click();
  await expect(page).toHaveURL(/\/reports\/auctions\?/);
  const report = new URL(page.url()).searchParams;
  expect(report.get('date_from')).toBe(from);
  expect(report.get('route_way')).toBe(routeWay);
  await expect(page.getByRole('heading', { name: 'Отчёт по аукционам' })).toBeVisible();
  await page.goBack();

  // Another tab exports its rows.
  await page.getByRole('tab', { name: 'Маршруты' }).click();
  await expect(page).toHaveURL(/tab=route-economy/);
  await expect(page.locator('[data-figure="flights"]').getByRole('link')).toHaveText(/^\d+$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Статистика — маршруты.*\.xlsx$/);

  await page.setViewportSize({ width: 420, height: 900 });
  await page.getByRole('tab', { name: 'Аукционы' }).click();
  await expect(held.getByRole('link')).toBeVisible();
  await screenshot(page, 'statistics-420');
  // Nothing wider than the screen but the tables' own scroll.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
