// Issue 27: Lighthouse's desktop performance score of the login page, the customer's flights list and the carrier's
// live auction view, each the median of BENCH_LIGHTHOUSE_RUNS runs, against Debian's Chromium. The two signed-in
// screens get the demo account's tokens in local storage first, and Lighthouse is told not to clear it.

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { DEMO_CARRIER_LOGIN, DEMO_LOGIN } from './servers.mjs';
import { median } from './stats.mjs';
import { CHROME_FLAGS, CHROME_PATH, demoSession, runningAuctionOf } from './web-browser.mjs';

export const LIGHTHOUSE_MIN_SCORE = 95;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
  cls: 'cumulative-layout-shift',
};

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The audits that cost the score points (below 0.9 and weighted), worst first, for the report. */
const weakAudits = (lhr) =>
  lhr.categories.performance.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 0.9)
    .map(({ audit }) => `${audit.id}: ${audit.displayValue ?? audit.score}`);

/** Lighthouse's opportunities that would save at least 50 ms of load, largest first: where a low score comes from. */
const opportunities = (lhr) =>
  Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .map((audit) => `${audit.id}: −${Math.round(audit.details.overallSavingsMs)} ms`);

const runOnce = async (port, url) => {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    desktopConfig,
  );
  const failedMetrics = Object.values(METRICS)
    .filter((id) => lhr.audits[id].numericValue === undefined)
    .map((id) => `${id}: ${lhr.audits[id].errorMessage ?? 'no value'}`);
  const errors = [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...failedMetrics];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    errors,
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => {
        const value = lhr.audits[id].numericValue;
        return [name, value === undefined ? null : Number(value.toFixed(3))];
      }),
    ),
    weakAudits: weakAudits(lhr),
    opportunities: opportunities(lhr),
  };
};

/** The median-score run of RUNS, with every run's score. */
const score = async (port, url) => {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(port, url));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(RUNS / 2)];
  return {
    url,
    ...middle,
    medianScore: median(runs.map((run) => run.score)),
    scores: runs.map((r) => r.score),
  };
};

/**
 * Scores the three screens on the portal at `base` (demo data). Lighthouse opens its own tab in the browser's
 * default context, so the browser is a persistent one, where the signed-in page's local storage is the tab's too.
 */
export const lighthouseScores = async (base) => {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    const signInAs = async (login) => {
      const session = await demoSession(base, login);
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await session.store(page);
      await page.close();
      return session;
    };
    const pages = {};
    pages.login = await score(port, `${base}/login`);
    await signInAs(DEMO_LOGIN);
    pages.customerFlights = await score(port, `${base}/flights/customer`);
    const carrier = await signInAs(DEMO_CARRIER_LOGIN);
    const auctionId = await runningAuctionOf(base, carrier);
    pages.carrierAuction = await score(port, `${base}/contractors/${carrier.ownerId}/auction/${auctionId}`);
    return pages;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

/** The budget's failures: a screen whose median score is under LIGHTHOUSE_MIN_SCORE, or whose run failed. */
export const lighthouseFailures = (pages) =>
  Object.entries(pages).flatMap(([name, page]) => [
    ...(page.medianScore < LIGHTHOUSE_MIN_SCORE
      ? [
          `Lighthouse ${name}: ${page.medianScore} < ${LIGHTHOUSE_MIN_SCORE} (${page.url}; ${[...page.weakAudits, ...page.opportunities].join(', ')})`,
        ]
      : []),
    ...page.errors.map((error) => `Lighthouse ${name}: ${error}`),
  ]);
