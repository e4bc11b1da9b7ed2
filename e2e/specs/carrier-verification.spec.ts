import { expect, type Page, test } from '@playwright/test';
import { answerYes } from '../support/dialogs';
import { chooseOption, closeSuggestions } from '../support/select';
import { expectPath, lastMailLink, loginAs, screenshot } from '../support/session';
import { expectToast } from '../support/toast';
import { pdf, uniqueInn, uploadRequiredAndSend } from '../support/verification';

const PASSWORD = 'obtrans-2026!';
const REASON = 'Свидетельство ОГРН нечитаемо: загрузите скан с подписью и печатью';
const FIXED_FILE = 'свидетельство-огрн.pdf';

// Where Выйти leads; the link itself sits under the uploads' toasts, which stay while the mouse rests on them.
const logout = async (page: Page) => {
  await page.goto('/logout');
  await expectPath(page, '/login');
};

/** The customer's «Верификация» / «Все перевозчики» / «Партнёры» tab, narrowed to one carrier by its INN. */
const findCarrier = async (page: Page, tab: 'verification' | 'all' | 'partners', inn: string) => {
  await page.goto(`/contractor-list?tab=${tab}`);
  await page.getByLabel('Название или ИНН').fill(inn);
  const row = page.getByRole('row').filter({ hasText: inn });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  return row;
};

test('a new carrier is rejected, fixes a document, is verified, becomes a partner and joins a list', async ({
  page,
  browser,
}) => {
  // Two companies, seven screens and the mail: a long walk.
  test.slow();
  const inn = uniqueInn();
  // The five digits of the INN that differ from run to run keep the names unique too.
  const suffix = inn.slice(4, 9);
  const name = `ООО «Обь-Транзит ${suffix}»`;
  const email = `obtransit-${Date.now()}@example.test`;
  const listName = `Сибирские партнёры ${suffix}`;

  await test.step('the carrier registers, activates through the mailed link and sends its documents', async () => {
    await page.goto('/registration');
    await page.getByLabel('Название компании').fill(name);
    await page.getByLabel('ИНН').fill(inn);
    await page.getByLabel('Контактное лицо').fill('Кедров Артём Ильич');
    await page.getByLabel('Телефон').fill('+7 (383) 210-44-55');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Повторите пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expectPath(page, '/registration-success');

    const link = new URL(lastMailLink(email, 'activation'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Учётная запись активирована').first()).toBeVisible();

    await loginAs(page, email, PASSWORD);
    await expectPath(page, '/verification');
    await expect(page.getByText('Новый', { exact: true })).toBeVisible();
    await uploadRequiredAndSend(page, 'carrier-verification-uploaded');
    await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toHaveCount(0);
    await logout(page);
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  let verificationPath = '';

  await test.step('the customer admin finds the carrier in the queue and rejects it with a reason', async () => {
    await loginAs(admin, 'admin@shipper.demo');
    await expectPath(admin, '/dashboard');
    const row = await findCarrier(admin, 'verification', inn);
    await expect(row.getByText('На проверке')).toBeVisible();
    await screenshot(admin, 'carrier-verification-queue');
    await row.getByRole('link', { name }).click();
    await expect(admin).toHaveURL(/\/verification\/contractor\/\d+$/);
    verificationPath = new URL(admin.url()).pathname;
    await expect(admin.getByText('Перевозчик ждёт решения: проверьте реквизиты и документы.')).toBeVisible();
    await expect(admin.getByRole('cell', { name: inn })).toBeVisible();
    await expect(admin.getByText('документ-1.pdf')).toBeVisible();
    await screenshot(admin, 'carrier-verification-decision');

    await admin.getByRole('button', { name: 'Отклонить' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Отклонить верификацию' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await expect(dialog.getByText('Обязательное поле')).toBeVisible();
    await dialog.getByLabel('Причина').fill(REASON);
    await screenshot(admin, 'carrier-verification-reject');
    await dialog.getByRole('button', { name: 'Отклонить' }).click();
    await expectToast(admin, `Перевозчику ${name} отказано в верификации`);
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Отклонён', { exact: true })).toBeVisible();
  });

  await test.step('the carrier reads the reason, replaces a document and sends again', async () => {
    await loginAs(page, email, PASSWORD);
    await expectPath(page, '/verification');
    await expect(page.getByText('Отклонён', { exact: true })).toBeVisible();
    await expect(page.getByText('Причина отклонения')).toBeVisible();
    await expect(page.getByText(REASON)).toBeVisible();
    await screenshot(page, 'carrier-verification-rejected');

    await page.getByRole('button', { name: 'Удалить документ-1.pdf' }).click();
    await answerYes(page, 'Удалить документ?');
    await expect(page.getByText('документ-1.pdf')).toHaveCount(0);
    await expect(page.getByText(/^Осталось загрузить:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить на проверку' })).toBeDisabled();
    // документ-1.pdf was the file of the first type, the ОГРН certificate.
    await page.locator('input[type=file]').first().setInputFiles(pdf(FIXED_FILE));
    await expect(page.getByText(FIXED_FILE)).toBeVisible();
    await expect(page.getByText(/^Осталось загрузить:/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Отправить на проверку' }).click();
    await expectToast(page, 'Документы отправлены на проверку');
    await expect(page.getByText('На проверке', { exact: true })).toBeVisible();
    await logout(page);
  });

  await test.step('the customer admin verifies the carrier', async () => {
    await admin.goto(verificationPath);
    await expect(admin.getByText(FIXED_FILE)).toBeVisible();
    await expect(admin.getByText('документ-1.pdf')).toHaveCount(0);
    await admin.getByRole('button', { name: 'Верифицировать' }).click();
    await answerYes(admin, 'Вы уверены что хотите верифицировать перевозчика?');
    await expectToast(admin, `Перевозчик ${name} верифицирован`);
    await expect(admin.getByText('Верифицирован', { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Верифицировать' })).toHaveCount(0);
  });

  await test.step('the verified carrier now reaches the dashboard', async () => {
    await loginAs(page, email, PASSWORD);
    await expectPath(page, '/dashboard');
    await expect(page.getByText(name).first()).toBeVisible();
    await screenshot(page, 'carrier-verification-dashboard');
  });

  await test.step('the customer admin adds the carrier to its partners from «Все перевозчики»', async () => {
    const row = await findCarrier(admin, 'all', inn);
    await row.getByRole('button', { name: `Добавить в партнёры: ${name}` }).click();
    await expectToast(admin, `Перевозчик ${name} добавлен в партнёры`);
    await expect(row.getByText('Аккредитован')).toBeVisible();
    await expect(row.getByRole('button', { name: `Добавить в партнёры: ${name}` })).toHaveCount(0);
    const partner = await findCarrier(admin, 'partners', inn);
    await expect(partner.getByText('Верифицирован')).toBeVisible();
    await screenshot(admin, 'carrier-verification-partner');
  });

  await test.step('the customer admin puts the carrier on a new contractor list', async () => {
    await admin.goto('/contractor-lists-list/add');
    await admin.getByLabel('Название').fill(listName);
    await admin.getByLabel('Перевозчики', { exact: true }).click();
    await admin.getByLabel('Перевозчики', { exact: true }).fill(inn);
    await chooseOption(admin, `${name} (ИНН ${inn})`);
    await closeSuggestions(admin, { pressEscape: true });
    await expect(admin.getByRole('row').filter({ hasText: inn })).toBeVisible();
    await expect(admin.getByText('Выбрано: 1')).toBeVisible();
    await screenshot(admin, 'contractor-list-add');
    await admin.getByRole('button', { name: 'Сохранить' }).click();
    await expectToast(admin, `Список перевозчиков «${listName}» добавлен`);
    await expectPath(admin, '/contractor-lists-list');
    // The form, whose name field is «Название» too, stays on screen while the list's code loads.
    await expect(admin.getByRole('heading', { level: 1, name: 'Списки перевозчиков' })).toBeVisible();

    await admin.getByLabel('Название').fill(listName);
    // The filter applies after the typing pause; a click before it would be overtaken by the filter's own move.
    await expect(admin).toHaveURL(/[?&]name=/);
    await admin.getByRole('link', { name: listName }).click();
    await expect(admin).toHaveURL(/\/customer\/contractor-lists\/\d+$/);
    await expect(admin.getByRole('heading', { name: listName })).toBeVisible();
    const member = admin.getByRole('row').filter({ hasText: inn });
    await expect(member.getByRole('link', { name })).toBeVisible();
    await expect(member.getByText('Аккредитован')).toBeVisible();
    await screenshot(admin, 'contractor-list-view');
  });

  await adminContext.close();
});
