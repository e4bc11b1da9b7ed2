import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectPath, loginAs, screenshot } from '../support/session';

type Screen = {
  path: string;
  /** The title the main layout shows (the route table's). */
  title: string;
  /** The name of the shot in e2e/artifacts, before its width. */
  name: string;
  /** What is on the screen once its data has come: the shot waits for it. */
  ready: (page: Page) => Locator;
};

// A list screen shows the time of its last load once the first page has come.
const listLoaded = (page: Page) => page.getByText(/^Обновлено: \d{2}:\d{2}:\d{2}$/);
const myProfileLoaded = (page: Page) => page.getByLabel('Текущий пароль');

// Issue 4's screens, by the account that has them all.
const SIDES = [
  {
    username: 'admin@shipper.demo',
    screens: [
      { path: '/contractor-list', title: 'Перевозчики', name: 'contractor-list', ready: listLoaded },
      {
        path: '/contractor-lists-list',
        title: 'Списки перевозчиков',
        name: 'contractor-lists-list',
        ready: listLoaded,
      },
      { path: '/customer-users', title: 'Пользователи', name: 'customer-users', ready: listLoaded },
      { path: '/customer/stl', title: 'Группы ответственных', name: 'customer-stl', ready: listLoaded },
      {
        path: '/transportation-names',
        title: 'Наименования перевозок',
        name: 'transportation-names',
        ready: listLoaded,
      },
      {
        path: '/contact-requisites',
        title: 'Контактные реквизиты',
        name: 'contact-requisites',
        ready: listLoaded,
      },
      { path: '/notifications', title: 'Уведомления', name: 'notifications-customer', ready: listLoaded },
      { path: '/my-profile', title: 'Мой профиль', name: 'my-profile-customer', ready: myProfileLoaded },
    ],
  },
  {
    username: 'admin@carrier.demo',
    screens: [
      { path: '/contractor-users', title: 'Пользователи', name: 'contractor-users', ready: listLoaded },
      {
        path: '/profile',
        title: 'Профиль компании',
        name: 'profile',
        ready: (page) => page.getByRole('button', { name: 'Редактировать' }),
      },
      { path: '/notifications', title: 'Уведомления', name: 'notifications-contractor', ready: listLoaded },
      { path: '/my-profile', title: 'Мой профиль', name: 'my-profile-contractor', ready: myProfileLoaded },
    ],
  },
] as const satisfies readonly { username: string; screens: readonly Screen[] }[];

for (const width of [1280, 420]) {
  for (const side of SIDES) {
    test(`${side.username} opens each screen of issue 4, built and titled, at ${width}px`, async ({
      page,
    }) => {
      // A dozen screens, each with a full-page screenshot: more than a minute on a loaded machine.
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: width > 600 ? 800 : 860 });
      await loginAs(page, side.username);
      await expectPath(page, '/dashboard');
      for (const screen of side.screens) {
        await page.goto(screen.path);
        await expectPath(page, screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
        await expect(screen.ready(page)).toBeVisible();
        await screenshot(page, `screen-${screen.name}-${width}`);
      }
    });
  }
}
