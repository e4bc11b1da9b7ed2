import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../api/token-storage';
import { fakeJwt, mockFetch } from '../test/fetch-mock';
import {
  ANALYTICS_URL,
  flushAnalytics,
  resetAnalytics,
  startAnalytics,
  trackAction,
  trackPageView,
} from './analytics-tracker';

const signIn = () => setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 3600), 'refresh');
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
};
const sentEvents = (calls: ReturnType<typeof mockFetch>) =>
  calls.map((call) => (call.body as { events: Array<Record<string, unknown>> }).events);

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2027-03-10T09:00:00Z') });
  resetAnalytics();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  clearTokens();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('analytics tracker', () => {
  it('sends the queue with keepalive and the bearer token when the page hides', () => {
    signIn();
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    const seen: RequestInit[] = [];
    const spy = vi.mocked(fetch);
    stop = startAnalytics();
    trackPageView('dashboard');
    trackPageView('statistic');
    trackAction('report_exported');
    expect(calls).toHaveLength(0);
    hide();
    for (const [, init] of spy.mock.calls) seen.push(init!);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(ANALYTICS_URL);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(seen[0]!.keepalive).toBe(true);
    expect(sentEvents(calls)[0]).toEqual([
      { name: 'page_view', route: 'dashboard', at: '2027-03-10T09:00:00.000Z' },
      { name: 'page_view', route: 'statistic', at: '2027-03-10T09:00:00.000Z' },
      { name: 'action', route: 'statistic', action: 'report_exported', at: '2027-03-10T09:00:00.000Z' },
    ]);
    // Nothing waits: hiding again sends nothing.
    hide();
    expect(calls).toHaveLength(1);
  });

  it('sends every 30 seconds and as soon as 20 events wait', () => {
    signIn();
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    stop = startAnalytics();
    trackPageView('dashboard');
    vi.advanceTimersByTime(29_999);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sentEvents(calls)).toHaveLength(1);
    for (let i = 0; i < 20; i += 1) trackPageView('auctions-customer');
    expect(sentEvents(calls).map((events) => events.length)).toEqual([1, 20]);
  });

  it('sends on pagehide', () => {
    signIn();
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    stop = startAnalytics();
    trackPageView('dashboard');
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(1);
  });

  it('drops the queue of a guest without a request, and never retries a failed batch', async () => {
    const calls = mockFetch(() => new Response(null, { status: 500 }));
    stop = startAnalytics();
    trackPageView('dashboard');
    flushAnalytics();
    expect(calls).toHaveLength(0);
    signIn();
    flushAnalytics();
    expect(calls).toHaveLength(0);
    trackPageView('dashboard');
    flushAnalytics();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
  });

  it('reports an action only on a screen that was opened', () => {
    signIn();
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    trackAction('bid_placed');
    flushAnalytics();
    expect(calls).toHaveLength(0);
  });
});
