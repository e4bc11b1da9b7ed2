import { expect, type Page, test } from '@playwright/test';
import { closeOpened, openAs } from '../support/api-session';
import { screenshot } from '../support/session';

type Headers = { authorization: string };
type StoredFile = { guid: string; originalName: string };
type Driver = { id: number; contractor: { id: number }; passportScan: { file: StoredFile } | null };

test.afterEach(closeOpened);

// A screen opened by address loads its chunks and the layout's first: on a shared machine that passes 10 s.
const FIRST_PAINT = { timeout: 30_000 };

/** A partner driver of the demo shipper with a passport scan (the demo carrier's drivers have them). */
const driverWithPassport = async (page: Page, headers: Headers, customerId: number) => {
  const response = await page.request.get(`/api/customers/${customerId}/drivers?limit=100`, { headers });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Driver[] };
  const driver = items.find((item) => item.passportScan);
  expect(driver, 'a demo driver with a passport scan').toBeDefined();
  return driver as Driver & { passportScan: { file: StoredFile } };
};

test('a partner customer opens a driver’s passport scan and a lesson’s video in the file viewer', async ({
  browser,
}) => {
  const { page, session } = await openAs(browser, 'manager@shipper.demo');
  const driver = await driverWithPassport(page, session.headers, session.ownerId);
  const scan = driver.passportScan.file;

  await page.goto(`/customers/drivers/${driver.id}`);
  await page.getByRole('link', { name: scan.originalName }).click();
  await expect(page).toHaveURL(`/files/${scan.guid}`);
  await expect(page.getByRole('heading', { name: scan.originalName })).toBeVisible(FIRST_PAINT);
  await expect(page.getByText('Загрузил')).toBeVisible();
  await expect(page.getByRole('button', { name: /Скачать/ })).toBeEnabled();
  const preview = page.getByRole('img', { name: scan.originalName });
  await expect(preview.or(page.getByTitle(scan.originalName))).toBeVisible();
  await page.setViewportSize({ width: 420, height: 900 });
  await expect(page.getByRole('button', { name: /Скачать/ })).toBeInViewport();
  await screenshot(page, 'file-viewer-scan-420');

  const lessons = await page.request.get('/api/customers/video-lessons?limit=1', {
    headers: session.headers,
  });
  const [lesson] = ((await lessons.json()) as { items: { video: { file: StoredFile } }[] }).items;
  expect(lesson, 'a demo lesson').toBeDefined();
  await page.goto(`/files/${lesson!.video.file.guid}`);
  await expect(page.getByRole('heading', { name: lesson!.video.file.originalName })).toBeVisible(FIRST_PAINT);
  const video = page.locator('video');
  await expect(video).toBeVisible();
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.readyState >= 1 || element.duration > 0),
    )
    .toBe(true);
});

test('a customer that does not work with the carrier gets the not-found page for a driver’s passport', async ({
  browser,
}) => {
  const shipper = await openAs(browser, 'manager@shipper.demo');
  const driver = await driverWithPassport(shipper.page, shipper.session.headers, shipper.session.ownerId);
  const stranger = await openAs(browser, 'admin@agro.demo');
  // The second demo customer works with the demo carrier too: it stops, and so loses the carrier's files.
  const removed = await stranger.page.request.delete(
    `/api/customers/${stranger.session.ownerId}/contractor_partners/${driver.contractor.id}`,
    { headers: stranger.session.headers },
  );
  expect([200, 404]).toContain(removed.status());

  await stranger.page.goto(`/files/${driver.passportScan.file.guid}`);
  await expect(stranger.page.getByText('Страница не найдена')).toBeVisible(FIRST_PAINT);
  await expect(stranger.page.getByText(driver.passportScan.file.originalName)).toHaveCount(0);
  await stranger.page.goto(`/customers/drivers/${driver.id}`);
  await expect(stranger.page.getByText(driver.passportScan.file.originalName)).toHaveCount(0);
});
