import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { answerYes } from '../support/dialogs';
import { selectOf } from '../support/select';
import { screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 15: the shipper creates and runs an auction on the screens, a carrier bids on its own screen, and the
// shipper's live view shows the bid without a reload.
const MANAGER = 'manager@shipper.demo';
const CARRIER = 'admin@carrier.demo';
const CARRIER_NAME = 'ООО «ТрансЛогистик»';
const FIRST_SCREEN = { timeout: 30_000 };

/** ДД.ММ.ГГГГ ЧЧ:мм on the browser's clock (Europe/Moscow in the config), `hours` from now. */
const typedIn = (hours: number): string => {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(Date.now() + hours * 3_600_000));
  return parts.replace(',', '');
};

const pick = async (page: Page, label: string, search: string, option: RegExp) => {
  const combobox = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await combobox.click();
    await combobox.fill(search);
    const item = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option });
    await item.first().click({ timeout: 3_000 });
    await expect(selectOf(combobox)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
};

test('a manager creates and runs an auction, a carrier bids, and the manager sees the bid live', async ({
  browser,
}) => {
  test.slow();
  const customerPage = await (await browser.newContext()).newPage();
  const customer = await loginViaApi(customerPage, MANAGER);
  const free = await customerPage.request.get(`/api/customers/${customer.ownerId}/routes_for_auctions`, {
    headers: customer.headers,
  });
  const [flight] = ((await free.json()) as { items: { routeCode: string; initialSum: number }[] }).items;
  if (!flight) throw new Error('the demo data has no ready flight for an auction');

  await customerPage.goto('/auctions/customer');
  await expect(customerPage.getByText(/^Все \(\d+\)$/)).toBeVisible(FIRST_SCREEN);
  await customerPage.getByRole('button', { name: 'Добавить' }).click();
  await expect(customerPage).toHaveURL(/\/auctions\/customer\/auction\/new$/);
  await pick(customerPage, 'Рейсы', flight.routeCode, new RegExp(flight.routeCode));
  // The start price follows the chosen flights' sums.
  await expect(customerPage.getByText(/Сумма рейсов:/)).toBeVisible();
  await customerPage.getByLabel('Окончание').fill(typedIn(3));
  await customerPage.getByLabel('Шаг ставки, ₽').fill('1000');
  await pick(customerPage, 'Перевозчики', 'ТрансЛогистик', /ТрансЛогистик/);
  await customerPage.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(customerPage, 'создан');
  await expect(customerPage).toHaveURL(/\/auctions\/customer\/auction\/\d+$/);
  const auctionId = Number(/(\d+)$/.exec(customerPage.url())?.[1]);

  await customerPage.getByRole('button', { name: 'Запустить' }).click();
  await answerYes(customerPage, 'Запустить аукцион?');
  await expectToast(customerPage, 'Аукцион запущен');
  await customerPage.getByRole('button', { name: 'К ходу аукциона' }).click();
  await expect(customerPage).toHaveURL(`/customers/${customer.ownerId}/auction/${auctionId}`);
  await expect(customerPage.getByText('До окончания')).toBeVisible();
  await expect(customerPage.getByText('Ставок пока нет')).toBeVisible();

  const carrierPage = await (await browser.newContext()).newPage();
  const carrier = await loginViaApi(carrierPage, CARRIER);
  await carrierPage.goto(`/contractors/${carrier.ownerId}/auction/${auctionId}`);
  const bestMinusStep = carrierPage.getByRole('button', { name: /^Ставка / });
  await expect(bestMinusStep).toBeVisible(FIRST_SCREEN);
  await bestMinusStep.click();
  await answerYes(carrierPage, 'Сделать ставку');
  await expectToast(carrierPage, 'Ставка принята');
  await expect(carrierPage.getByText('Ваше место')).toBeVisible();

  // The customer's open view shows the bid and its carrier through the live channel, without a reload.
  const bids = customerPage.getByRole('region', { name: 'Ставки' });
  await expect(bids.getByText(CARRIER_NAME)).toBeVisible({ timeout: 10_000 });
  await expect(customerPage.getByText('Экономия')).toBeVisible();
  await screenshot(customerPage, 'auction-customer-live');
  await screenshot(carrierPage, 'auction-carrier-bid');
});
