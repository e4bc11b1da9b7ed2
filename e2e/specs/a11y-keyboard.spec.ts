import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectPath, screenshot } from '../support/session';

// Issue 12: the built screens are used with Tab, Enter, Space and Escape alone. From the login form to a list with a
// filter, through the menu, to a confirmation dialog opened and closed; every stop shows a visible focus ring.

const MAX_TABS = 60;

/** The focused element draws an outline or a focus shadow (antd's inputs) that a keyboard user sees. */
const expectFocusRing = async (target: Locator) => {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const wrapper = element.closest('.ant-input-affix-wrapper, .ant-select, .ant-checkbox-wrapper');
    const shadow = [element, wrapper]
      .filter((node): node is Element => node !== null)
      .some((node) => getComputedStyle(node).boxShadow !== 'none');
    return outline || shadow;
  });
  expect(ring, 'focus ring').toBe(true);
};

/**
 * Presses Tab (or Shift+Tab, going back) until `target` has the focus, as a keyboard user does; fails when it is not
 * reachable.
 */
const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusRing(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`not reachable by Tab: ${target}`);
};

test('a customer admin works by keyboard alone: login, skip link, menu, list filter, confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Электронная почта'));
  await page.keyboard.type('admin@shipper.demo');
  await tabTo(page, page.getByLabel('Пароль'));
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();

  // The first Tab stop is the skip link; Enter moves the focus past the menu and the header.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The side menu, back before the header: its links are Tab stops, Enter opens the screen.
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await tabTo(page, menu.getByRole('link', { name: 'Уведомления', exact: true }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expectPath(page, '/notifications');
  await expect(page.getByText(/^Обновлено: /)).toBeVisible();

  // A list filter: Space ticks the checkbox and the list follows it.
  const unreadOnly = page.getByRole('checkbox', { name: 'Только непрочитанные' });
  await tabTo(page, unreadOnly);
  await page.keyboard.press('Space');
  await expect(unreadOnly).toBeChecked();
  await expect(page).toHaveURL(/unread=true/);
  await page.keyboard.press('Space');
  await expect(unreadOnly).not.toBeChecked();

  // A list of users from the dashboard's sections, a row action's confirmation opened with Enter, left with Escape.
  await page.goBack();
  await page.goBack();
  await expectPath(page, '/dashboard');
  await tabTo(
    page,
    page
      .locator('#main-content')
      .getByRole('link', { name: /^Пользователи/ })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expectPath(page, '/customer-users');
  await expect(page.getByText(/^Обновлено: /)).toBeVisible();
  const blockButton = page.getByRole('button', { name: /^Заблокировать: / }).first();
  await tabTo(page, blockButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Да' })).toBeVisible();
  await screenshot(page, 'a11y-keyboard-confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(blockButton).toBeFocused();
});

test('on a narrow screen the menu is a drawer opened and closed from the header by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await page.goto('/login');
  await page.getByLabel('Электронная почта').fill('admin@carrier.demo');
  await page.getByLabel('Пароль').fill('demo1234');
  await page.keyboard.press('Enter');
  await expectPath(page, '/dashboard');
  const opener = page.getByRole('button', { name: 'Открыть меню' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  const menu = drawer.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu).toBeVisible();
  await screenshot(page, 'a11y-drawer-menu-420');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  // Reopened, a screen chosen in it closes the drawer.
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Уведомления', exact: true }));
  await page.keyboard.press('Enter');
  await expectPath(page, '/notifications');
  await expect(drawer).toBeHidden();
});
