import { expect, test } from '@playwright/test';
import { chooseOption, clearSelect, closeSuggestions, selectOf } from '../support/select';
import { expectPath, loginAs, screenshot } from '../support/session';
import { expectToast } from '../support/toast';

// A demo group nobody answers for; the test gives it an agent and takes it away again.
const GROUP = 'Мультимодальные перевозки';
const AGENT = 'Волкова Ольга Сергеевна';
const NO_AGENT = 'Не назначен';
const FILTER_DELAY_MS = 800;

test('a customer manager filters the groups by name, attaches a responsible user and clears it', async ({
  page,
}) => {
  await loginAs(page, 'manager@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/customer/stl');
  await expect(page.getByRole('heading', { name: 'Группы ответственных' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Название' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ответственный' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'СТЛ Москва' })).toBeVisible();
  // Adding groups is for admins.
  await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await screenshot(page, 'manager-groups-manager');

  // DESIGN 10: the list asks the server only when the user has stopped typing for 800 ms.
  const typedAt = Date.now();
  const filtered = page.waitForRequest((request) => /\/routeowners\?.*name=/.test(request.url()));
  await page.getByLabel('Название').fill('мультимодал');
  await filtered;
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(FILTER_DELAY_MS);
  await expect(page).toHaveURL(/name=/);
  const row = page.getByRole('row').filter({ hasText: GROUP });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row.getByText(NO_AGENT)).toBeVisible();
  const editLink = row.getByRole('link', { name: `Редактировать ${GROUP}` });
  await expect(editLink).toBeVisible();

  await editLink.click();
  await expect(page).toHaveURL(/\/customer\/stl\/\d+$/);
  const groupPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: GROUP })).toBeVisible();
  const agent = page.getByLabel('Прикрепленный пользователь');
  await agent.click();
  await agent.fill('Волкова');
  // The search leaves one suggestion of the customer's users.
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: AGENT })).toHaveCount(1);
  await chooseOption(page, AGENT);
  await closeSuggestions(page);
  await expect(selectOf(agent)).toContainText(AGENT);
  await screenshot(page, 'manager-group-edit');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, `Прикрепленный пользователь группы «${GROUP}» сохранен`);
  await expectPath(page, '/customer/stl');
  await expect(row.getByText(AGENT)).toBeVisible();
  await screenshot(page, 'manager-groups-agent-set');

  await row.getByRole('link', { name: `Редактировать ${GROUP}` }).click();
  await expectPath(page, groupPath);
  await expect(selectOf(agent)).toContainText(AGENT);
  await clearSelect(agent);
  await expect(selectOf(agent)).not.toContainText(AGENT);
  await expect(selectOf(agent)).toContainText(NO_AGENT);
  // The toast of the first save says the same words; it goes by itself after SPEC 9's 5 s.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, `Прикрепленный пользователь группы «${GROUP}» сохранен`);
  await expectPath(page, '/customer/stl');
  await expect(row.getByText(NO_AGENT)).toBeVisible();
  await expect(row.getByText(AGENT)).toHaveCount(0);
});

test('a plain customer user sees the groups without the edit links', async ({ page }) => {
  await loginAs(page, 'user@shipper.demo');
  await expectPath(page, '/dashboard');
  await page.goto('/customer/stl');
  await expect(page.getByRole('heading', { name: 'Группы ответственных' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'СТЛ Москва' });
  await expect(row.getByText('Кузнецов Дмитрий Олегович')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Редактировать/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Действия' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await screenshot(page, 'manager-groups-user');
});
