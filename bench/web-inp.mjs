// Issue 27: the interaction to next paint while typing into the flight-code filter of the customer's flights list
// showing 100 rows, measured with the Event Timing API (PerformanceObserver 'event', durationThreshold 16) in
// Debian's Chromium: typing a code, then clearing it key by key, the last key putting the whole list back.
import { chromium } from '@playwright/test';
import { DEMO_LOGIN } from './servers.mjs';
import { CHROME_FLAGS, CHROME_PATH, demoSession } from './web-browser.mjs';

export const INP_BUDGET_MS = 100;
const ROWS = 100;
const TYPED = '0105МСК';
// A person's pace, so that each key is its own interaction and the delayed filter's query runs in between.
const KEY_DELAY_MS = 120;

/** Collects, per interactionId, the longest event duration the page reports. */
const observeInteractions = () => {
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions[entry.interactionId];
      if (!known || entry.duration > known.duration)
        window.__interactions[entry.interactionId] = { name: entry.name, duration: entry.duration };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

export const measureInp = async (base) => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const session = await demoSession(base, DEMO_LOGIN);
    await page.goto(`${base}/login`);
    await session.store(page);
    await page.addInitScript(observeInteractions);
    await page.goto(`${base}/flights/customer?limit=${ROWS}`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.nth(ROWS - 1).waitFor();

    const filter = page.getByLabel('Код рейса');
    await filter.click();
    await filter.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
    // The filter's query goes out 800 ms after the last key; the list then shows the matching flights.
    await page.waitForFunction(
      (rowCount) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length < rowCount,
      ROWS,
    );
    for (let key = 0; key < TYPED.length; key += 1) await filter.press('Backspace', { delay: KEY_DELAY_MS });
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('name'));
    await rows.nth(ROWS - 1).waitFor();
    // Event Timing entries are reported after the next paint.
    await page.waitForTimeout(500);

    const interactions = Object.values(await page.evaluate(() => window.__interactions));
    const durations = interactions.map((entry) => entry.duration);
    return {
      rows: ROWS,
      interactionsMade: 1 + TYPED.length * 2,
      interactionsOver16Ms: interactions.length,
      maxMs: durations.length ? Math.max(...durations) : 0,
      durationsMs: durations.sort((a, b) => b - a),
    };
  } finally {
    await browser.close();
  }
};

export const inpFailures = (inp) =>
  inp.maxMs > INP_BUDGET_MS
    ? [`INP фильтра списка рейсов (${inp.rows} строк): ${inp.maxMs} мс > ${INP_BUDGET_MS} мс`]
    : [];
