import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { chooseOption, closeSuggestions } from '../support/select';
import { DEMO_PASSWORD, screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 13: the route report and the route ways reference screen of the demo shipper.

/** Signs in through the API: the login screen is not what these tests are about. */
const signIn = async (page: Page, username: string) => {
  const response = await page.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token, refreshToken } = (await response.json()) as { token: string; refreshToken: string };
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('token', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [token, refreshToken],
  );
};

const decodeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The cells of the first sheet, row by row, as text: shared and inline strings, numbers as written. */
const readSheet = (bytes: Uint8Array): string[][] => {
  const files = unzipSync(bytes);
  const shared = [
    ...strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(/<si>(.*?)<\/si>/gs),
  ].map(([, item]) => decodeXml([...item!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map(([, t]) => t).join('')));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map(([, row]) => {
    const cells: string[] = [];
    for (const [, ref, attributes, body] of row!.matchAll(
      /<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs,
    )) {
      const column = [...ref!].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
      const value = /<v>(.*?)<\/v>/s.exec(body ?? '')?.[1];
      const inline = /<t[^>]*>(.*?)<\/t>/s.exec(body ?? '')?.[1];
      let text = '';
      if (/t="s"/.test(attributes!)) text = shared[Number(value)] ?? '';
      else if (inline !== undefined) text = decodeXml(inline);
      else if (value !== undefined) text = value;
      cells[column] = text;
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
};

// The screen writes sums as ru-RU numbers; the workbook keeps them as numbers.
const ruNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const screenText = (cell: string): string =>
  (/^-?\d+(\.\d+)?$/.test(cell) ? ruNumber.format(Number(cell)) : cell).replace(/\s+/g, ' ').trim();
const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

const rowTexts = async (rows: Locator): Promise<string[][]> =>
  rows.evaluateAll((elements) =>
    elements.map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell) => (cell as HTMLElement).innerText),
    ),
  );

test('the route report exports the whole filtered set as an xlsx whose rows match the screen', async ({
  page,
}) => {
  await signIn(page, 'manager@shipper.demo');
  // The flights between Moscow and Saint Petersburg of the last two weeks (the year of history holds hundreds more),
  // so one page of the screen holds them all.
  const from = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' }).format(
    new Date(Date.now() - 14 * 86_400_000),
  );
  await page.goto(`/reports/routes?name=СПБ&date_from=${from}`);
  await expect(page.getByRole('heading', { name: 'Отчёт по рейсам' })).toBeVisible();
  const table = page.locator('.ant-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const totalsRow = table.locator('.route-report-totals');
  await expect(totalsRow).toContainText('Итого:');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByText(`Всего: ${count}`)).toBeVisible();
  await screenshot(page, 'route-report');

  const headers = (await table.locator('thead th').allInnerTexts()).map(normalize);
  const screenRows = (await rowTexts(rows)).map((cells) => cells.map(normalize));
  const screenTotals = (await rowTexts(totalsRow)).flat().map(normalize);

  // DESIGN 10: long work shows its progress; the server's answer is held until the bar is seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/reports\/routes\?.*format=xlsx/, async (route) => {
    await held;
    await route.continue();
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  await expect(page.getByRole('progressbar', { name: 'Выгрузка отчёта в Excel' })).toBeVisible();
  release();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Отчёт по рейсам \d{2}\.\d{2}\.\d{4}\.xlsx$/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const sheet = readSheet(new Uint8Array(readFileSync((await file.path())!)));
  // The header, every filtered route (one page of the screen holds them all here), the totals.
  expect(sheet).toHaveLength(count + 2);
  expect(sheet[0]!.map(normalize)).toEqual(headers);
  const width = headers.length;
  const pad = (cells: string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  expect(sheet.slice(1, -1).map((cells) => pad(cells).map(screenText))).toEqual(screenRows);
  expect(pad(sheet.at(-1)!).map(screenText)).toEqual(screenTotals);
});

test('a customer admin creates a route way with two points and sets its tariff', async ({ page }) => {
  await signIn(page, 'admin@shipper.demo');
  await page.goto('/route-ways/customer');
  await expect(page.getByRole('heading', { name: 'Маршруты' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'МСК-СПБ' })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Новый маршрут' })).toBeVisible();

  await page.getByLabel('Код', { exact: true }).fill('СМР-КЗН');
  await page.getByLabel('Название', { exact: true }).fill('Самара — Казань');
  const first = page.getByLabel('Пункт 1: отделение');
  await first.click();
  await first.fill('Самара');
  await chooseOption(page, 'Отделение Самара');
  await closeSuggestions(page);
  const second = page.getByLabel('Пункт 2: отделение');
  await second.click();
  await second.fill('Казань');
  await chooseOption(page, 'Отделение Казань');
  await closeSuggestions(page);
  // The server's rule, checked before sending: each next point lies further from the first.
  await page.getByLabel('Пункт 2: км от первого пункта').fill('0');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByText('Расстояние каждого следующего пункта должно быть больше предыдущего'),
  ).toBeVisible();
  await page.getByLabel('Пункт 2: км от первого пункта').fill('360');
  await screenshot(page, 'route-way-add');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Маршрут СМР-КЗН добавлен');

  await expect(page).toHaveURL(/\/route-ways\/customer\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: 'СМР-КЗН · Самара — Казань' })).toBeVisible();
  const points = page
    .locator('table')
    .filter({ hasText: 'Пункты маршрута' })
    .locator('tbody tr.ant-table-row');
  await expect(points).toHaveCount(2);
  await expect(points.nth(0)).toContainText('Отделение Самара');
  await expect(points.nth(1)).toContainText('Отделение Казань');
  await expect(points.nth(1)).toContainText('360');
  await expect(page.getByText('Тариф не задан')).toBeVisible();

  await page.getByLabel('Новый тариф, ₽').fill('95000');
  await page.getByRole('button', { name: 'Установить' }).click();
  await expectToast(page, 'Тариф сохранён');
  await expect(page.getByText('95 000,00 ₽').first()).toBeVisible();
  const history = page
    .locator('table')
    .filter({ hasText: 'История тарифа' })
    .locator('tbody tr.ant-table-row');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Вручную');
  await screenshot(page, 'route-way-view');

  await page.goto('/route-ways/customer?query=СМР-КЗН');
  const row = page.getByRole('row').filter({ hasText: 'СМР-КЗН' });
  await expect(row).toContainText('Отделение Самара');
  await expect(row).toContainText('Отделение Казань');
  await expect(row).toContainText('95 000,00');
});
