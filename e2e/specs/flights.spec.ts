import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { loginViaApi } from '../support/api-session';
import { answerYes } from '../support/dialogs';
import { selectOf } from '../support/select';
import { screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 13: the flight screens of both sides on the demo data (freight.seed.ts).
const MANAGER = 'manager@shipper.demo';
const CARRIER = 'admin@carrier.demo';
const CARRIER_NAME = 'ООО «ТрансЛогистик»';
// Two sides, a dozen screens and live delivery per test: more than one default timeout on a shared machine.
const FIRST_SCREEN = { timeout: 30_000 };
// formatLateness's words for a late arrival: «45 мин», «2 ч 5 мин», «1 д», «1 д 3 ч».
const LATENESS = /^(\d+ д( \d+ ч)?|\d+ ч( \d+ мин)?|\d+ мин)$/;

test.beforeEach(() => {
  test.slow();
});

type ListedFlight = {
  id: number;
  routeCode: string;
  routeWay: { code: string };
  planDateArrival: string;
  currentState: number;
  contractor: { name: string } | null;
  hasOpenDisclaimer: boolean;
};

/**
 * Types into a searchable Select and takes the suggestion with Enter, as a keyboard user does. A busy machine
 * may answer the reference list after the keystrokes, so the whole gesture is repeated until the choice shows.
 */
const pickByKeyboard = async (page: Page, label: string, search: string, option: string) => {
  const combobox = page.getByLabel(label);
  await expect(async () => {
    await combobox.click();
    await combobox.fill(search);
    // Enter takes the active suggestion: wait until it is the one wanted.
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    await expect(active).toHaveAttribute('title', option, { timeout: 2_000 });
    await combobox.press('Enter');
    await expect(selectOf(combobox)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
};

type Session = Awaited<ReturnType<typeof loginViaApi>>;

const listFlights = async (page: Page, session: Session, path: string): Promise<ListedFlight[]> => {
  const response = await page.request.get(path, { headers: session.headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ListedFlight[] }).items;
};

/** Tomorrow as ДД.ММ.ГГГГ on the Moscow clock (the route way starts in Москва). */
const tomorrowInMoscow = (): string => {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 24 * 3_600_000));
  return parts;
};

test('a customer manager creates a draft flight, makes it ready and records two arrivals, one late', async ({
  page,
}) => {
  const session = await loginViaApi(page, MANAGER);
  await page.goto('/flights/customer');
  await expect(page.getByRole('heading', { name: 'Рейсы' })).toBeVisible(FIRST_SCREEN);
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/\/flights\/customer\/add$/);
  // The list, whose filters have a «Маршрут» too, stays on screen while the form's code loads.
  await expect(page.getByRole('heading', { name: 'Новый рейс' })).toBeVisible(FIRST_SCREEN);

  await pickByKeyboard(page, 'Маршрут', 'МСК-СПБ', 'МСК-СПБ · Москва — Санкт-Петербург');
  await pickByKeyboard(page, 'Вид перевозки', 'Продукты', 'Продукты питания');
  await pickByKeyboard(page, 'Организация', 'СеверТрансГрупп', 'АО «СеверТрансГрупп»');
  await expect(page.getByText('Время отделения «Отделение Москва» (МСК)')).toBeVisible();
  await page.getByLabel('Плановое прибытие').fill(`${tomorrowInMoscow()} 10:00`);
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expectToast(page, 'создан');
  await expect(page).toHaveURL(/\/flights\/customer\/flight\/\d+$/);
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();
  // DESIGN 11: planDateLoading defaults to the arrival plus an hour.
  await expect(page.getByLabel('Плановая погрузка')).toHaveValue(`${tomorrowInMoscow()} 11:00`);
  await page.getByRole('button', { name: 'Готов' }).click();
  await answerYes(page, 'Вы уверены что хотите перевести рейс в готовые?');
  await expectToast(page, 'готов');
  await expect(page.getByText('Ожидание прибытия')).toBeVisible();
  await expect(page.getByText('Изменять можно только черновик')).toBeVisible();
  await expect(page.getByRole('button', { name: 'В черновик' })).toBeVisible();

  // A seeded flight under way (Москва → Казань → Екатеринбург): the first point was planned hours ago.
  const [underWay] = (
    await listFlights(
      page,
      session,
      `/api/customers/${session.ownerId}/routes?state=0&is_draft=false&limit=100`,
    )
  ).filter(
    (flight) =>
      flight.routeWay.code === 'МСК-ЕКБ' &&
      flight.contractor?.name === CARRIER_NAME &&
      new Date(flight.planDateArrival).getTime() < Date.now(),
  );
  expect(underWay).toBeDefined();
  await page.goto(`/customers/${session.ownerId}/flight/${underWay?.id}`);
  await expect(page.getByRole('heading', { name: `Рейс ${underWay?.routeCode}` })).toBeVisible();
  // The view has no menu entry of its own: the menu highlights its section's «Рейсы», not «Общее».
  await expect(
    page.getByRole('navigation', { name: 'Главное меню' }).locator('.ant-menu-item-selected'),
  ).toHaveText('Рейсы');
  const points = page.getByRole('tabpanel').getByRole('row');

  // The arrival defaults to «now» on the department's clock: hours after the plan at Москва.
  await page.getByRole('button', { name: 'Отметить прибытие' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByLabel(/Фактическое прибытие \(время отделения: Отделение Москва, МСК\)/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Прибытие сохранено');
  await expect(points.filter({ hasText: 'Отделение Москва' }).getByText(LATENESS)).toBeVisible();
  await expect(page.getByText('Погрузка', { exact: true })).toBeVisible();

  // Казань's plan is a fixed hour of the seeded day: an arrival now is on time before it and late after it.
  await page.getByRole('button', { name: 'Отметить прибытие' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
  const kazan = points.filter({ hasText: 'Отделение Казань' });
  const times = kazan.getByText(/\(МСК\)$/);
  await expect(times).toHaveCount(2);
  const [plan, actual] = (await times.allTextContents()).map((text) => {
    const [, day, month, year, time] = text.match(/(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})/) ?? [];
    return Date.parse(`${year}-${month}-${day}T${time}:00+03:00`);
  });
  await expect(
    kazan.getByText(actual! <= plan! ? 'В срок' : /^(\d+ ч( \d+ мин)?|\d+ мин|В срок)$/),
  ).toBeVisible();
  await expect(page.getByText('Погрузка/выгрузка', { exact: true })).toBeVisible();
  // The flight's total: Москва's hours and Казань's, which may add up to a day («1 д») at some hours of the day.
  await expect(page.getByRole('row', { name: /Опоздание/ }).getByText(LATENESS)).toBeVisible();
  await screenshot(page, 'flights-arrivals');

  await page.getByRole('tab', { name: 'История' }).click();
  await expect(page.getByRole('cell', { name: 'Прибытие в пункт' })).toHaveCount(2);
});

test('the carrier asks to be released, the customer accepts and the flight leaves the carrier list live', async ({
  page,
  browser,
}) => {
  const carrier = await loginViaApi(page, CARRIER);
  const [flight] = (
    await listFlights(page, carrier, `/api/contractors/${carrier.ownerId}/routes?state=0&limit=100`)
  ).filter((candidate) => !candidate.hasOpenDisclaimer);
  expect(flight).toBeDefined();
  const code = flight?.routeCode ?? '';

  await page.goto('/flights/contractor');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
  await expect(row).toBeVisible(FIRST_SCREEN);
  await row.getByRole('link', { name: code, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Рейс ${code}` })).toBeVisible();
  await page.getByRole('link', { name: 'Изменить' }).click();
  await page.getByLabel('Причина отказа').fill('Тягач сломался, замены нет');
  await page.getByRole('button', { name: 'Отказаться от рейса' }).click();
  await expectToast(page, 'Отказ от рейса отправлен заказчику');
  await expect(page).toHaveURL(/\/flights\/contractor$/);
  await expect(row.getByText('Отказ', { exact: true })).toBeVisible();
  // A marker on the window: it survives only if the list is never reloaded.
  await page.evaluate(() => Object.assign(window, { flightsNoReload: true }));

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const manager = await loginViaApi(customerPage, MANAGER);
  await customerPage.goto(`/customers/${manager.ownerId}/flight/${flight?.id}`);
  await customerPage.getByRole('tab', { name: 'Отказы' }).click();
  await expect(customerPage.getByText('Тягач сломался, замены нет')).toBeVisible();
  await customerPage.getByRole('button', { name: 'Одобрить отказ' }).click();
  await answerYes(customerPage, 'Одобрить отказ?');
  await expectToast(customerPage, 'Отказ от рейса одобрен');
  await expect(customerPage.getByText('Одобрен', { exact: true })).toBeVisible();
  await expect(customerPage.getByText('Не назначен', { exact: true })).toBeVisible();
  await customerContext.close();

  await expect(row).toHaveCount(0);
  expect(await page.evaluate(() => 'flightsNoReload' in window)).toBe(true);
  await screenshot(page, 'flights-carrier-released');
});

test('the carrier list exports its whole set as an xlsx with the list row count', async ({ page }) => {
  await loginViaApi(page, CARRIER);
  await page.goto('/flights/contractor');
  const total = page.getByText(/^Всего: \d+$/);
  await expect(total).toBeVisible(FIRST_SCREEN);
  const count = Number((await total.textContent())?.replace(/\D/g, ''));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Рейсы \d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const files = unzipSync(readFileSync(await download.path()));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  // The header row and one row per flight.
  expect(sheet.match(/<row[ >]/g)?.length).toBe(count + 1);
  expect(strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()) + sheet).toContain('Код рейса');
});
