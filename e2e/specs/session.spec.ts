import { expect, test } from '@playwright/test';
import { loginViaApi } from '../support/api-session';
import { expectPath, loginAs, screenshot } from '../support/session';

// DESIGN 9: every demo account; the menu shows what its side may open ('Общее' is expanded on the dashboard,
// other groups are collapsed, so a group label stands for its section).
const ACCOUNTS = [
  {
    username: 'admin@shipper.demo',
    sees: ['Отчёты', 'Справочники'],
    hidden: ['Мой рейтинг', 'Профиль компании'],
  },
  { username: 'manager@shipper.demo', sees: ['Рейтинг перевозчиков', 'Отчёты'], hidden: ['Мой рейтинг'] },
  { username: 'user@shipper.demo', sees: ['Пользователи', 'Отчёты'], hidden: ['Мой рейтинг'] },
  {
    username: 'admin@carrier.demo',
    sees: ['Мой рейтинг', 'Профиль компании'],
    hidden: ['Отчёты', 'Справочники'],
  },
  {
    username: 'user@carrier.demo',
    sees: ['Мой рейтинг', 'Доверенности'],
    hidden: ['Отчёты', 'Рейтинг перевозчиков'],
  },
] as const;

for (const account of ACCOUNTS) {
  test(`${account.username} logs in and lands on the dashboard with the menu of its side`, async ({
    page,
  }) => {
    await loginAs(page, account.username);
    await expectPath(page, '/dashboard');
    const menu = page.getByRole('menu').first();
    for (const label of account.sees)
      await expect(menu.getByText(label, { exact: true }).first()).toBeVisible();
    for (const label of account.hidden) await expect(menu.getByText(label, { exact: true })).toHaveCount(0);
    await screenshot(page, `dashboard-${account.username}`);
  });
}

test('the unverified carrier is sent to /verification after login', async ({ page }) => {
  await loginAs(page, 'new@carrier2.demo');
  await expectPath(page, '/verification');
  await page.goto('/dashboard');
  await expectPath(page, '/verification');
  await screenshot(page, 'verification-new-carrier');
});

test('the home path goes to /login without a token and to /dashboard with one', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/login');
  await screenshot(page, 'login');
  await loginAs(page, 'admin@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/');
  await expectPath(page, '/dashboard');
});

test('a guest-only page sends a logged-in user to the dashboard', async ({ page }) => {
  await loginAs(page, 'user@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/registration');
  await expectPath(page, '/dashboard');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
  await screenshot(page, 'not-found');
});

test('a contractor opening a customer-only path is sent home', async ({ page }) => {
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/customer/stl');
  await expectPath(page, '/dashboard');
});

test('an expired access token is refreshed transparently', async ({ page }) => {
  await loginAs(page, 'admin@carrier.demo');
  await expectPath(page, '/dashboard');
  const refreshBefore = await page.evaluate(() => localStorage.getItem('refreshToken'));
  // A token the server rejects with 401, as an expired one is.
  await page.evaluate(() => localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.invalid'));
  await page.reload();
  await expectPath(page, '/dashboard');
  await expect(page.getByText('ООО «ТрансЛогистик»').first()).toBeVisible();
  const refreshAfter = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(refreshAfter).toBeTruthy();
  expect(refreshAfter).not.toBe(refreshBefore);
});

test('two tabs whose access token expired both stay logged in, with at most one refresh', async ({
  page,
  context,
}) => {
  await loginViaApi(page, 'admin@carrier.demo');
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/dashboard');
    await expect(tab.getByText('ООО «ТрансЛогистик»').first()).toBeVisible();
  }
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/api/login/check?refreshToken=')) refreshes.push(request.url());
  });
  // The expired token is written where no portal runs: a live tab reacts to the write at once (its live channel
  // reconnects and refreshes), and a reload cutting that refresh short would make a second one.
  await other.goto('about:blank');
  await page.goto('/api/health');
  await page.evaluate(() => localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.invalid'));
  await Promise.all([page.goto('/dashboard'), other.goto('/dashboard')]);
  for (const tab of [page, other]) {
    await expectPath(tab, '/dashboard');
    await expect(tab.getByText('ООО «ТрансЛогистик»').first()).toBeVisible();
  }
  expect(refreshes.length).toBeLessThanOrEqual(1);
  // The family is intact: the pair both tabs now share still refreshes.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const check = await page.request.get(
    `/api/login/check?refreshToken=${encodeURIComponent(refreshToken ?? '')}`,
  );
  expect(check.status()).toBe(200);
});

test('logout ends the session', async ({ page }) => {
  await loginAs(page, 'manager@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expectPath(page, '/login');
  await page.goto('/dashboard');
  await expectPath(page, '/login');
});
