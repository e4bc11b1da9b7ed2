import { expect, type Page, test } from '@playwright/test';
import { answerYes } from '../support/dialogs';
import { chooseOption, closeSuggestions, firstOptionLabel } from '../support/select';
import { expectPath, lastMailLink, loginAs, screenshot } from '../support/session';
import { expectToast } from '../support/toast';

const PASSWORD = 'dispatch-2026!';

/** Resolves once the page's live-updates socket is authenticated: the server has answered `ready`. */
const realtimeReady = (page: Page) =>
  page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/api/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );

/** The users list narrowed to one person by the e-mail filter. */
const userRow = async (page: Page, email: string) => {
  await page.getByLabel('ФИО или e-mail').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  return row;
};

test('a carrier admin invites a user, who activates and logs in, and blocking logs the open page out', async ({
  page,
  browser,
}) => {
  // Two users, an activation and a live logout in one flow: it ran past the default minute on a loaded machine.
  test.setTimeout(120_000);
  const email = `dispatcher-${Date.now()}@example.test`;
  const fullname = 'Гришина Алёна Викторовна';

  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/contractor-users');
  await page.getByRole('button', { name: 'Пригласить' }).click();
  await expectPath(page, '/contractor-users/invite');
  await expect(page.getByLabel('Пользователь', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Найти в справочнике')).toHaveCount(0);
  await page.getByLabel('E-mail (логин)').fill(email);
  await page.getByLabel('ФИО').fill(fullname);
  await page.getByLabel('Телефон').fill('+7 (383) 230-17-17');
  await screenshot(page, 'contractor-user-invite');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, `Приглашение отправлено на ${email}`);
  await expectPath(page, '/contractor-users');
  await expect((await userRow(page, email)).getByText('Ожидает активации')).toBeVisible();

  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  const link = new URL(lastMailLink(email, 'invitation'));
  expect(link.pathname).toBe('/activation/invitation');
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { name: 'Активация по приглашению' })).toBeVisible();
  await invitee.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Повторите пароль').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Сохранить' }).click();
  await expect(invitee.getByText('Учётная запись активирована', { exact: true })).toBeVisible();
  await screenshot(invitee, 'activation-invitation');

  const isLive = realtimeReady(invitee);
  await loginAs(invitee, email, PASSWORD);
  await expectPath(invitee, '/dashboard');
  await expect(invitee.getByRole('banner').getByText(fullname, { exact: true })).toBeVisible();
  await expect(invitee.getByText('ООО «ТрансЛогистик»').first()).toBeVisible();
  await isLive;

  await page.getByRole('button', { name: 'Обновить' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Активен', { exact: true })).toBeVisible();
  // Marks the invitee's document: it is still there after the logout only if the page did not reload.
  await invitee.evaluate(() => {
    document.documentElement.dataset.e2eOpenedBefore = 'yes';
  });
  await row.getByRole('button', { name: `Заблокировать: ${fullname}` }).click();
  await answerYes(page, 'Вы уверены что хотите заблокировать пользователя?');
  await expectToast(page, 'Пользователь заблокирован');
  await expect(row.getByText('Заблокирован', { exact: true })).toBeVisible();
  await screenshot(page, 'contractor-users-blocked');

  await expectPath(invitee, '/login');
  await expectToast(invitee, 'Сеанс завершён администратором');
  expect(await invitee.evaluate(() => document.documentElement.dataset.e2eOpenedBefore)).toBe('yes');
  await screenshot(invitee, 'contractor-user-logged-out');
  await loginAs(invitee, email, PASSWORD);
  await expect(
    invitee.getByText('Учётная запись заблокирована. Обратитесь к администратору компании'),
  ).toBeVisible();
  await expectPath(invitee, '/login');
  await inviteeContext.close();
});

test('a customer admin invites a colleague found in the staff directory', async ({ page }) => {
  await loginAs(page, 'admin@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/customer-users/invite');
  const directory = page.getByLabel('Найти в справочнике');
  await directory.click();
  // Whoever the directory offers first (people invited earlier are no longer offered); its accessible
  // option names the person as «ФИО · должность · отдел · e-mail».
  const offered = await firstOptionLabel(page);
  expect(offered).toMatch(/@severtrans\.example$/);
  const [fullname = ''] = offered.split(' · ');
  const email = offered.split(' · ').at(-1) ?? '';
  await chooseOption(page, offered);
  await closeSuggestions(page);
  await expect(page.getByLabel('ФИО')).toHaveValue(fullname);
  await expect(page.getByLabel('E-mail (логин)')).toHaveValue(email);
  await expect(page.getByLabel('Телефон')).not.toHaveValue('');
  await screenshot(page, 'customer-user-invite-directory');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, `Приглашение отправлено на ${email}`);
  await expectPath(page, '/customer-users');
  await expect((await userRow(page, email)).getByText('Ожидает активации')).toBeVisible();
  expect(new URL(lastMailLink(email, 'invitation')).pathname).toBe('/activation/invitation');

  // Now that the person has an account, the directory no longer offers them.
  await page.goto('/customer-users/invite');
  const surname = fullname.split(' ')[0] ?? fullname;
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/adusers?') && new URL(response.url()).searchParams.get('query') === surname,
  );
  await page.getByLabel('Найти в справочнике').fill(surname);
  await searched;
  await expect(page.getByText('Сотрудники не найдены')).toBeVisible();
  await expect(page.getByTitle(offered)).toHaveCount(0);
});
