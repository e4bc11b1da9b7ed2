import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { answerYes } from '../support/dialogs';
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
    await page.getByRole('row').getByRole('link', { name: '3', exact: true }).click();
    await expect(page.getByText('Ставки закрытые')).toBeVisible();
    const lot = page.locator('.ant-card').filter({ hasText: 'Лот 1' });
    await lot.getByRole('spinbutton', { name: 'Цена за рейс, ₽' }).fill(String(90_000 + width));
    await lot.getByRole('button', { name: /Сделать ставку|Изменить ставку/ }).click();
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
  await page.getByRole('row').getByRole('link', { name: '4', exact: true }).click();
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
    await page.request.get(`/api/customers/${shipper.ownerId}/tenders/4`, { headers: shipper.headers })
  ).json()) as {
    routeTemplates: { routeWay: { id: number; code: string }; winner: { contractor: { id: number } } }[];
  };
  const [lot] = tender.routeTemplates;
  await page.goto(`/route-ways/customer/view/${lot!.routeWay.id}`);
  await expect(page.getByText('По тендеру №4').first()).toBeVisible();

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
