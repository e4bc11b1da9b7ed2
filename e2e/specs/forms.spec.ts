import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { typedDay } from '../support/form-values';
import { pickSearched } from '../support/select';

// Issue 22: a form shows every refusal under its field, in ru-RU digits, and asks before a flight in the past.
const MANAGER = 'manager@shipper.demo';
const FIRST_SCREEN = { timeout: 30_000 };

test.beforeEach(() => {
  test.slow();
});

test('a flight form shows a too large sum and a server-refused date under their fields in ru-RU words', async ({
  page,
}) => {
  await loginViaApi(page, MANAGER);
  await page.goto('/flights/customer/add');
  await pickSearched(page, page.getByLabel('Маршрут'), 'МСК-СПБ', /МСК-СПБ/);
  await pickSearched(page, page.getByLabel('Вид перевозки'), 'Продукты', /Продукты питания/);
  await pickSearched(page, page.getByLabel('Организация'), 'СеверТрансГрупп', /СеверТрансГрупп/);

  const sum = page.getByRole('textbox', { name: 'Начальная сумма, ₽' });
  await sum.pressSequentially('1e000000000абв');
  await expect(sum).toHaveValue('1\u00a0000\u00a0000\u00a0000');
  const arrival = page.getByLabel('Плановое прибытие');
  // Three years ahead: the form lets it through, the server refuses it (422 with the field's path and limit).
  await arrival.fill(`${typedDay(3 * 366)} 10:00`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(sum).toHaveAccessibleDescription(/^Не больше 999\s999\s999,99\b/, FIRST_SCREEN);

  await sum.fill('280500');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(arrival).toHaveAccessibleDescription(/^Не позже \d\d\.\d\d\.\d{4}\b/, FIRST_SCREEN);
  await expect(arrival).toBeFocused();
  await expect(sum).toHaveValue('280\u00a0500,00');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  // More than a day in the past: the form asks first, and Назад keeps the user on the form.
  await arrival.fill('01.01.2020 10:00');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Плановое прибытие больше суток назад' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/\/flights\/customer\/add$/);
});
