import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/**
 * Signs in through POST /api/login and stores the tokens where the web app keeps them (SPEC 7: local storage,
 * `token` and `refreshToken`), for specs whose subject is not the login screen.
 */
export const loginViaApi = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  const { token, refreshToken } = (await response.json()) as { token: string; refreshToken: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    ownerId: number;
  };
  await page.addInitScript(
    ([access, refresh]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', access);
        localStorage.setItem('refreshToken', refresh);
      }
    },
    [token, refreshToken] as const,
  );
  /** Headers and the company id for the spec's own look-ups through page.request. */
  return { headers: { authorization: `Bearer ${token}` }, ownerId: claims.ownerId };
};

const opened: BrowserContext[] = [];

/**
 * A browser context of its own at the given width, signed in through the API: one side of a two-sided flow. The
 * spec closes what it opened with `test.afterEach(closeOpened)`, so no live page of one test runs on in the next.
 */
export const openAs = async (browser: Browser, username: string, width = 1280) => {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  opened.push(context);
  const page = await context.newPage();
  return { page, session: await loginViaApi(page, username) };
};

export const closeOpened = async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
};
