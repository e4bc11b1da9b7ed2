import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { answerYes } from '../support/dialogs';
import { screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// Issue 22: the screens a new user trips over, on the demo data.

// A lazy screen's first load waits for its chunk, which takes long on the shared CI machine.
const FIRST_PAINT = { timeout: 45_000 };

test.describe.configure({ timeout: 150_000 });

type DraftItem = { id: number; driver: { fullname: string }; changes: { field: string; proposed: string }[] };

test('a driver draft’s view marks the differences beside the current data and accepts them', async ({
  page,
}) => {
  const manager = await loginViaApi(page, 'manager@shipper.demo');
  const drafts = await page.request.get(`/api/customers/${manager.ownerId}/driver-drafts?status=0`, {
    headers: manager.headers,
  });
  // The demo's pending draft changes a verified driver's phone.
  const draft = ((await drafts.json()) as { items: DraftItem[] }).items.find((item) =>
    item.changes.some((change) => change.field === 'phone'),
  );
  expect(draft).toBeDefined();
  const phone = draft!.changes.find((change) => change.field === 'phone')!.proposed;

  await page.goto('/driver-drafts?status=0');
  await page.getByRole('link', { name: draft!.driver.fullname }).first().click(FIRST_PAINT);
  await expect(page).toHaveURL(new RegExp(`/driver-drafts/${draft!.id}$`));
  const data = page.getByRole('region', { name: 'Данные водителя' });
  const phoneRow = data.getByRole('row').filter({ hasText: 'Телефон' });
  await expect(phoneRow).toContainText(phone, FIRST_PAINT);
  await expect(phoneRow).toContainText('изменено');
  await expect(data.getByRole('row').filter({ hasText: 'ФИО' })).not.toContainText('изменено');
  await expect(page.getByRole('region', { name: 'Фото и сканы' })).toBeVisible();
  await screenshot(page, 'new-user-driver-draft-1280');
  await page.setViewportSize({ width: 420, height: 900 });
  await expect(phoneRow).toBeVisible();
  await screenshot(page, 'new-user-driver-draft-420');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Принять' }).click();
  await answerYes(page, 'Принять изменения водителя?');
  await expectToast(page, 'Изменения водителя приняты');
  await expect(page.getByText('Принят', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Принять' })).toBeHidden();
});

test('manager@shipper.demo unpublishes and publishes a lesson again', async ({ page }) => {
  const manager = await loginViaApi(page, 'manager@shipper.demo');
  const lessons = await page.request.get('/api/customers/video-lessons?published=true&limit=1', {
    headers: manager.headers,
  });
  const [lesson] = ((await lessons.json()) as { items: { name: string }[] }).items;
  expect(lesson).toBeDefined();

  await page.goto(`/customers/video-lessons?name=${encodeURIComponent(lesson!.name)}`);
  await expect(page.getByRole('button', { name: `Просмотр ${lesson!.name}` })).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('button', { name: /^Редактировать/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await page.getByRole('button', { name: `Снять с публикации: ${lesson!.name}` }).click();
  await answerYes(page, 'Вы уверены что хотите убрать с публикации видео урок?');
  await expectToast(page, 'Видеоурок снят с публикации');
  await page.getByRole('button', { name: `Опубликовать: ${lesson!.name}` }).click();
  await answerYes(page, 'Вы уверены что хотите опубликовать урок?');
  await expectToast(page, 'Видеоурок опубликован');
  await expect(page.getByRole('button', { name: `Снять с публикации: ${lesson!.name}` })).toBeVisible();
});

test('the carrier’s profile shows «Мой рейтинг», the partner list the ratings of «Лучшие перевозчики»', async ({
  page,
  browser,
}) => {
  await loginViaApi(page, 'admin@carrier.demo');
  await page.goto('/my-rating');
  const heading = page.getByRole('heading', { name: /Текущий рейтинг/ });
  await expect(heading).toContainText(/\d/, FIRST_PAINT);
  const current = ((await heading.textContent()) ?? '').replace('Текущий рейтинг:', '').trim();
  await page.goto('/profile');
  await expect(
    page.getByText('Рейтинг:', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(current, FIRST_PAINT);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customer = await context.newPage();
  await loginViaApi(customer, 'admin@shipper.demo');
  await customer.goto('/customer/rating/top');
  const best = customer.getByRole('row').nth(1);
  await expect(best.getByRole('cell').nth(3)).toContainText(/\d/, FIRST_PAINT);
  const name = ((await best.getByRole('cell').nth(1).textContent()) ?? '').trim();
  const rating = ((await best.getByRole('cell').nth(3).textContent()) ?? '').trim();
  await customer.goto('/contractor-list');
  await customer.getByRole('columnheader', { name: /Рейтинг/ }).click(FIRST_PAINT);
  await expect(customer).toHaveURL(/sort=rating/);
  // Best first, as «Лучшие перевозчики» ranks them (carriers of equal rating may stand in either order).
  await expect(customer.getByRole('row').nth(1)).toContainText(rating);
  await expect(customer.getByRole('row').filter({ hasText: name })).toContainText(rating);
  await screenshot(customer, 'new-user-partners-by-rating-1280');
  await context.close();
});
