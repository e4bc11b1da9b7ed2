import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Issue 2: the JavaScript a browser loads to show /login stays within 250 KB gzip. Measured on what Chromium
// really fetches (entry, preloads, the lazy login route), so a shared chunk that drags in more fails here.
const LOGIN_PAGE_BUDGET_BYTES = 250 * 1024;

test('the login page loads at most 250 KB of JavaScript (gzip)', async ({ page }) => {
  const measured: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    measured.push(
      response.body().then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length })),
    );
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  const scripts = await Promise.all(measured);

  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const listing = scripts
    .map((script) => `${(script.gzipBytes / 1024).toFixed(1)} KB ${script.url}`)
    .join('\n');
  expect(total, `login page JavaScript:\n${listing}`).toBeLessThanOrEqual(LOGIN_PAGE_BUDGET_BYTES);
});
