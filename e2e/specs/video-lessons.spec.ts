import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { answerYes } from '../support/dialogs';
import { expectPath, loginAs, screenshot } from '../support/session';

// The demo media the server seeds: a tiny valid PNG, MP4 and PDF.
const MEDIA = fileURLToPath(new URL('../../apps/server/seed-media/', import.meta.url));
const DEMO_LESSON = 'Как сделать ставку в аукционе';

const CONFIRM = {
  unpublish: 'Вы уверены что хотите убрать с публикации видео урок?',
  publish: 'Вы уверены что хотите опубликовать урок?',
  delete: 'Вы уверены что хотите удалить урок?',
};

// Full-page shots of a scrolled page repeat the sticky header and menu; the shots start from the top.
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};

const videoState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    readyState: element.readyState,
    duration: Number.isFinite(element.duration) ? element.duration : 0,
    playbackRate: element.playbackRate,
  }));

const expectVideoLoaded = async (video: Locator) => {
  await expect
    .poll(async () => {
      const state = await videoState(video);
      return state.readyState >= 1 || state.duration > 0;
    })
    .toBe(true);
};

test('admin@shipper.demo adds, unpublishes, publishes, plays and deletes a lesson', async ({
  page,
  browser,
}) => {
  const lesson = `Проверочный урок ${Date.now()}`;
  await loginAs(page, 'admin@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/customers/video-lessons');
  await expect(page.getByRole('link', { name: DEMO_LESSON })).toBeVisible();
  await expect(page.getByText(/Обновлено: \d{2}:\d{2}:\d{2}/)).toBeVisible();

  await page.getByRole('button', { name: 'Добавить' }).click();
  await expectPath(page, '/customers/video-lessons/add');
  await expect(page.getByLabel('Позиция сортировки')).toHaveValue('50');
  await page.getByLabel('Название', { exact: true }).fill(`  ${lesson}  `);
  await page.getByLabel('Описание').fill('Короткий урок для проверки загрузки и плеера.');
  const fileInputs = page.locator('input[type=file]');
  await fileInputs.nth(0).setInputFiles(join(MEDIA, 'video-lessons/tender.png'));
  await expect(page.getByText('tender.png')).toBeVisible();
  await fileInputs.nth(1).setInputFiles(join(MEDIA, 'video-lessons/tender.mp4'));
  await expect(page.getByText('tender.mp4')).toBeVisible();
  await shot(page, 'video-lesson-add');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Видеоурок ${lesson} добавлен`)).toBeVisible();
  await expectPath(page, '/customers/video-lessons');
  const row = page.getByRole('row').filter({ hasText: lesson });
  await expect(row).toBeVisible();
  await shot(page, 'video-lessons-customer-admin');

  await row.getByRole('button', { name: `Снять с публикации: ${lesson}` }).click();
  await answerYes(page, CONFIRM.unpublish);
  await expect(page.getByText('Видеоурок снят с публикации')).toBeVisible();
  await expect(row.getByText('Нет', { exact: true })).toBeVisible();

  const carrierContext = await browser.newContext();
  const carrier = await carrierContext.newPage();
  await loginAs(carrier, 'admin@carrier.demo');
  await expectPath(carrier, '/dashboard');
  await carrier.goto('/contractors/video-lessons');
  await expect(carrier.getByText(DEMO_LESSON)).toBeVisible();
  await expect(carrier.getByText(lesson)).toHaveCount(0);

  await row.getByRole('button', { name: `Опубликовать: ${lesson}` }).click();
  await answerYes(page, CONFIRM.publish);
  await expect(page.getByText('Видеоурок опубликован')).toBeVisible();
  await carrier.reload();
  await expect(carrier.getByText(lesson)).toBeVisible();
  await carrierContext.close();

  await row.getByRole('link', { name: lesson }).click();
  await expect(page).toHaveURL(/\/customers\/video-lessons\/\d+$/);
  const video = page.locator('video');
  await expectVideoLoaded(video);
  expect((await videoState(video)).playbackRate).toBe(1);
  await page.getByRole('radiogroup', { name: 'Скорость воспроизведения' }).getByText('1,5×').click();
  await expect.poll(async () => (await videoState(video)).playbackRate).toBe(1.5);
  await shot(page, 'video-lesson-view-admin');

  await page.getByRole('button', { name: 'Назад' }).click();
  await expectPath(page, '/customers/video-lessons');
  await row.getByRole('button', { name: `Удалить ${lesson}` }).click();
  await answerYes(page, CONFIRM.delete);
  await expect(page.getByText('Видеоурок удален')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lesson })).toHaveCount(0);
});

test('user@shipper.demo sees the lessons without Add, Edit, publish or delete', async ({ page }) => {
  await loginAs(page, 'user@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/customers/video-lessons');
  await expect(page.getByRole('link', { name: DEMO_LESSON })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Редактировать/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Удалить/ })).toHaveCount(0);
  await shot(page, 'video-lessons-customer-user');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Видеоуроки \d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  await page.getByLabel('Название', { exact: true }).fill('нет такого урока');
  await expect(page.getByText('Видеоуроки не найдены')).toBeVisible();
  await expect(page).toHaveURL(/name=/);
  await shot(page, 'video-lessons-customer-empty');
  await page.getByRole('button', { name: 'Сбросить', exact: true }).click();
  await expect(page.getByRole('link', { name: DEMO_LESSON })).toBeVisible();
  await page.getByRole('link', { name: DEMO_LESSON }).click();
  await expect(page.locator('video')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await page.goto('/customers/video-lessons/add');
  await expect(page.getByText('Нет доступа')).toBeVisible();
});

test('admin@carrier.demo opens a demo lesson and the video loads', async ({ page }) => {
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/contractors/video-lessons');
  await expect(page.getByRole('link', { name: DEMO_LESSON })).toBeVisible();
  await expect(page.getByText('Рейтинг и апелляции')).toHaveCount(0);
  await shot(page, 'video-lessons-contractor');
  await page.getByRole('link', { name: DEMO_LESSON }).click();
  await expect(page).toHaveURL(/\/contractors\/video-lessons\/\d+$/);
  await expectVideoLoaded(page.locator('video'));
  await expect(page.getByRole('button', { name: 'Редактировать' })).toHaveCount(0);
  await shot(page, 'video-lesson-view-contractor');
});

test('admin@shipper.demo uploads a PDF sample and saves the example documents', async ({ page }) => {
  await loginAs(page, 'admin@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/example-documents-configuration');
  await expect(page.getByText('Перевозчики скачивают эти образцы на странице «Помощь».')).toBeVisible();
  const rows = page.getByTestId('example-document-row');
  const before = await rows.count();
  await page.getByRole('button', { name: 'Добавить документ' }).click();
  await expect(rows).toHaveCount(before + 1);
  const position = before + 1;
  await page.getByLabel(`Название документа ${position}`).fill('Образец акта выполненных работ');
  await rows
    .nth(before)
    .locator('input[type=file]')
    .setInputFiles(join(MEDIA, 'example-documents/requisites-form.pdf'));
  await expect(rows.nth(before).getByText('requisites-form.pdf')).toBeVisible();
  await shot(page, 'example-documents-configuration');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Образцы документов сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Название документа ${position}`)).toHaveValue(
    'Образец акта выполненных работ',
  );
});

test('the new screens fit a 420px window', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await loginAs(page, 'admin@shipper.demo');
  await expectPath(page, '/dashboard');
  for (const [path, name] of [
    ['/customers/video-lessons', 'video-lessons-customer-420'],
    ['/customers/video-lessons/add', 'video-lesson-add-420'],
    ['/example-documents-configuration', 'example-documents-configuration-420'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /Сохранить|Обновить/ }).first()).toBeVisible();
    await shot(page, name);
  }
  await page.goto('/customers/video-lessons');
  await page.getByRole('link', { name: DEMO_LESSON }).click();
  await expect(page.locator('video')).toBeVisible();
  await shot(page, 'video-lesson-view-420');
});

test("the carriers' lesson cards fit a 420px window", async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/contractors/video-lessons');
  await expect(page.getByRole('link', { name: DEMO_LESSON })).toBeVisible();
  await shot(page, 'video-lessons-contractor-420');
});
