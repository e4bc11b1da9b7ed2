import { expect, test } from '@playwright/test';
import { expectPath, lastMailLink, loginAs, screenshot } from '../support/session';
import { uploadRequiredAndSend } from '../support/verification';

test('the unverified demo carrier uploads its documents and sends them for verification', async ({
  page,
}) => {
  await loginAs(page, 'new@carrier2.demo');
  await expectPath(page, '/verification');
  await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toBeDisabled();
  await uploadRequiredAndSend(page);
  await screenshot(page, 'verification-sent');
});

test('a carrier registers, activates through the mailed link and logs in', async ({ page }) => {
  const email = `carrier-${Date.now()}@example.test`;
  await page.goto('/registration');
  await page.getByLabel('Название компании').fill('ООО «Сибирский Тракт»');
  await page.getByLabel('ИНН').fill('5409876540');
  await page.getByLabel('Контактное лицо').fill('Орлов Павел Сергеевич');
  await page.getByLabel('Телефон').fill('+7 (383) 200-10-20');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('sibir-2026!');
  await page.getByLabel('Повторите пароль').fill('sibir-2026!');
  await screenshot(page, 'registration-filled');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expectPath(page, '/registration-success');
  await screenshot(page, 'registration-success');

  await loginAs(page, email, 'sibir-2026!');
  await expect(page.getByText(/не активирована/).first()).toBeVisible();

  const link = new URL(lastMailLink(email, 'activation'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Учётная запись активирована').first()).toBeVisible();
  await screenshot(page, 'activation-email');

  await loginAs(page, email, 'sibir-2026!');
  await expectPath(page, '/verification');
  await uploadRequiredAndSend(page);
});

test('registration refuses an invalid INN before sending', async ({ page }) => {
  await page.goto('/registration');
  await page.getByLabel('ИНН').fill('1234567890');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText(/ИНН/).nth(1)).toBeVisible();
  await expectPath(page, '/registration');
});
