import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data';

export const loginAs = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel('Электронная почта').fill(username);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
};

export const expectPath = async (page: Page, path: string) => {
  await expect(page).toHaveURL((url) => url.pathname === path);
};

/** Mail is kept under DATA_DIR/mail when no SMTP server is configured; the newest one to an address. */
export const lastMailLink = (to: string, kind: string): string => {
  const dir = join(DATA_DIR, 'mail');
  const file = readdirSync(dir)
    .filter((name) => name.includes(`-${kind}-`) && name.endsWith(`${to}.eml`))
    .sort()
    .pop();
  if (!file) throw new Error(`no ${kind} mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(readFileSync(join(dir, file), 'utf8'))?.[0];
  if (!link) throw new Error(`no link in ${file}`);
  return link;
};

// Transitions (a table's loading blur, a button turning enabled, a closing dropdown) are finished first, so a
// shot taken as the data arrives shows the settled screen.
export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join('artifacts', `${name}.png`), fullPage: true, animations: 'disabled' });
