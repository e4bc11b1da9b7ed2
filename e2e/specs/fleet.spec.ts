import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { answerYes } from '../support/dialogs';
import { chooseOption } from '../support/select';
import { expectPath, loginAs, screenshot } from '../support/session';
import { expectToast } from '../support/toast';
import { pdf } from '../support/verification';

// A name and a plate no demo record has, so the lists narrow to the records this run adds.
const DRIVER = 'Тестовый Водитель Иванович';
const PLATE = 'Х777ХХ199';

const logout = async (page: Page) => {
  await page.evaluate(() => localStorage.clear());
};

test('a carrier adds a driver and a truck and sends them to check; the customer’s security verifies both', async ({
  page,
}) => {
  // Two users and four screens in one flow: longer than the default minute on a shared machine.
  test.setTimeout(150_000);
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');

  await page.goto('/drivers');
  await expect(page.getByRole('columnheader', { name: 'ФИО' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Соколов Андрей Викторович' })).toBeVisible();
  await screenshot(page, 'fleet-drivers-1280');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expectPath(page, '/drivers/add');
  await expect(page.getByRole('heading', { name: 'Новый водитель' })).toBeVisible();
  await page.getByLabel('ФИО', { exact: true }).fill(DRIVER);
  await page.getByLabel('Дата рождения').fill('14.03.1985');
  await page.getByLabel('Телефон').fill('+7 912 345-67-89');
  await page.getByLabel('Серия паспорта').fill('4510');
  await page.getByLabel('Номер паспорта').fill('12345');
  await page.getByLabel('Кем выдан паспорт').fill('ОВД района Хамовники г. Москвы');
  await page.getByLabel('Дата выдачи паспорта').fill('02.04.2010');
  await page.getByLabel('Номер водительского удостоверения').fill('9912345678');
  await page.getByLabel('Дата выдачи удостоверения').fill('20.06.2015');
  await page.getByLabel('CE', { exact: true }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // The server's check of a Russian passport number reaches the user in Russian, under the field.
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: /номер паспорта РФ: 6 цифр/i }),
  ).toBeVisible();
  await page.getByLabel('Номер паспорта').fill('123456');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Водитель добавлен');
  await expect(page).toHaveURL(/\/driver\/\d+$/);
  await page.getByRole('button', { name: 'Отправить на проверку' }).click();
  await answerYes(page, 'Отправить водителя на проверку?');
  await expectToast(page, 'Водитель отправлен на проверку');
  await expect(page.getByText('На проверке', { exact: true })).toBeVisible();

  await page.goto('/transport-vehicles/add');
  await expect(page.getByRole('heading', { name: 'Новое транспортное средство' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Модель' }).click({ timeout: 10_000 });
  await chooseOption(page, 'КАМАЗ 65117 — 14 т, 45 м³');
  await page.getByLabel('Госномер').fill(PLATE);
  await page.getByLabel('Идентификационный номер (VIN)').fill('XTC65117R91234567');
  await page.getByLabel('Год выпуска').fill('2021');
  await page.getByRole('combobox', { name: 'Тип кузова' }).click({ timeout: 10_000 });
  await chooseOption(page, 'Тент');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Транспортное средство добавлено');
  await expectPath(page, '/transport-vehicles');
  const truckRow = page.getByRole('row').filter({ hasText: PLATE });
  await truckRow.getByRole('button', { name: 'На проверку' }).click();
  await answerYes(page, 'Отправить ТС на проверку?');
  await expectToast(page, 'ТС отправлено на проверку');
  await expect(truckRow.getByText('На проверке')).toBeVisible();
  await screenshot(page, 'fleet-vehicles-1280');

  await logout(page);
  await loginAs(page, 'admin@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/drivers/customer?status=1');
  const driverRow = page.getByRole('row').filter({ hasText: DRIVER });
  await expect(driverRow.getByText('ООО «ТрансЛогистик»')).toBeVisible();
  await driverRow.getByRole('button', { name: 'Проверен' }).click();
  await answerYes(page, 'Подтвердить проверку водителя?');
  await expectToast(page, 'Водитель проверен');
  await expect(driverRow).toHaveCount(0);
  await page.goto('/drivers/customer?status=2');
  await expect(page.getByRole('row').filter({ hasText: DRIVER })).toBeVisible();

  await page.goto('/transport-vehicles/customer?status=1');
  const customerTruck = page.getByRole('row').filter({ hasText: PLATE });
  await customerTruck.getByRole('button', { name: 'Проверено' }).click();
  await answerYes(page, 'Подтвердить проверку ТС?');
  await expectToast(page, 'ТС проверено');
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto('/transport-vehicles/customer?status=2');
  await expect(page.getByRole('row').filter({ hasText: PLATE })).toBeVisible();
  await screenshot(page, 'fleet-customer-vehicles-420');
});

test('the carrier issues a power of attorney and sees its containers; expired and cancelled ones are labelled', async ({
  page,
}) => {
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/attorneys');
  await expect(page.getByRole('row').filter({ hasText: 'Д-2025/041' }).getByText('Истекла')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Д-2025/052' }).getByText('Отозвана')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page.getByRole('heading', { name: 'Новая доверенность' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Водитель' }).click();
  await chooseOption(page, 'Лебедев Дмитрий Олегович');
  await page.getByLabel('Номер', { exact: true }).fill('Д-E2E/1');
  await page.getByLabel('Дата', { exact: true }).fill('01.01.2026');
  await page.getByLabel('Действует с').fill('01.01.2026');
  await page.getByLabel('Действует по').fill('31.12.2025');
  await page.getByLabel('Подписант', { exact: true }).fill('Петров Сергей Иванович');
  await page.getByLabel('ИНН доверителя').fill('5012345672');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.locator('.ant-form-item-explain-error', { hasText: /не может быть раньше даты «с»/i }),
  ).toBeVisible();
  await page.getByLabel('Действует по').fill('31.12.2026');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Доверенность добавлена');
  await expectPath(page, '/attorneys');
  await expect(page.getByRole('row').filter({ hasText: 'Д-E2E/1' }).getByText('Действует')).toBeVisible();
  await screenshot(page, 'fleet-attorneys-1280');

  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto('/containers');
  await expect(page.getByRole('columnheader', { name: 'Номер' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(7);
  await screenshot(page, 'fleet-containers-420');
});

test('the carrier attaches the scan of a power of attorney; the partner customer opens it on its view', async ({
  page,
  browser,
}) => {
  const scan = 'Доверенность Д-2026-002 подписанная.pdf';
  const carrier = await loginViaApi(page, 'admin@carrier.demo');
  await page.goto('/attorneys');
  await page
    .getByRole('row')
    .filter({ hasText: 'Д-2026/002' })
    .getByRole('button', { name: 'Изменить' })
    .click();
  await expect(page).toHaveURL(/\/attorney\/\d+$/);
  const attorneyId = /(\d+)$/.exec(page.url())?.[1];
  await page.locator('input[type=file]').setInputFiles(pdf(scan));
  await expectToast(page, 'Документ загружен');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Доверенность сохранена');
  // Saved, the scan is listed when the power of attorney is opened again.
  await page.goto(`/attorney/${attorneyId}`);
  await expect(page.getByText(scan)).toBeVisible();
  await screenshot(page, 'fleet-attorney-scan-1280');

  const customerContext = await browser.newContext({ viewport: { width: 420, height: 900 } });
  const customer = await customerContext.newPage();
  await loginViaApi(customer, 'admin@shipper.demo');
  await customer.goto(`/contractors/${carrier.ownerId}/attorney/${attorneyId}`);
  await expect(customer.getByRole('link', { name: scan })).toBeVisible();
  await screenshot(customer, 'fleet-attorney-scan-customer-420');
  await customerContext.close();
});

test('a verified driver’s edit becomes a draft that the customer accepts field by field', async ({
  page,
}) => {
  const driver = 'Соколов Андрей Викторович';
  const phone = '+7 999 111-22-33';
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/drivers');
  await page.getByRole('button', { name: `Открыть ${driver}` }).click();
  await expect(page.getByText('Водитель проверен: изменения уйдут заказчику на проверку')).toBeVisible();
  await page.getByLabel('Телефон', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Изменения отправлены заказчику на проверку');
  await expect(page.getByText('Изменения водителя ждут решения службы безопасности заказчика')).toBeVisible();

  await logout(page);
  await loginAs(page, 'manager@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/driver-drafts?status=0');
  const changes = page.getByRole('region', { name: `Изменения: ${driver}` });
  await expect(changes.getByRole('row').filter({ hasText: 'Телефон' })).toContainText(phone);
  await screenshot(page, 'fleet-driver-drafts-1280');
  await page.getByRole('row').filter({ hasText: driver }).getByRole('button', { name: 'Принять' }).click();
  await answerYes(page, 'Принять изменения водителя?');
  await expectToast(page, 'Изменения водителя приняты');
  await page.goto('/drivers/customer?status=2');
  await expect(page.getByRole('row').filter({ hasText: driver })).toContainText(phone);
});

test('the carrier puts another verified driver on its flight; the customer sees the change without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/flights/contractor');
  // The demo's flight of tomorrow from Samara carries the carrier's fleet with Соколов at the wheel.
  const link = page.getByRole('link', { name: /^\d{4}СМР-МСК$/ }).first();
  // The flights list is the first screen of a fresh login: slow on a loaded machine.
  await expect(link).toBeVisible({ timeout: 30_000 });
  const code = (await link.textContent()) ?? '';
  const flightId = /(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1];

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await loginAs(customer, 'admin@shipper.demo');
  await expectPath(customer, '/dashboard');
  await customer.goto(`/flights/customer?name=${encodeURIComponent(code)}`);
  await customer.getByRole('link', { name: code, exact: true }).click();
  await expect(customer.getByText('Соколов Андрей Викторович')).toBeVisible();

  await page.goto(`/flights/contractor/flight/${flightId}`);
  await page.getByRole('combobox', { name: 'Первый водитель' }).click({ timeout: 10_000 });
  await chooseOption(page, 'Морозов Павел Игоревич');
  await page.getByRole('button', { name: 'Сохранить водителей и ТС' }).click();
  await expectToast(page, 'Водители и ТС рейса сохранены');
  await screenshot(page, 'fleet-flight-assignment-1280');

  await expect(customer.getByText('Морозов Павел Игоревич')).toBeVisible();
  await customerContext.close();
});
