import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, mockFetch } from '../test/fetch-mock';
import { refreshAccessToken } from './token-refresh';
import { getRefreshToken, getToken, setTokens } from './token-storage';

const now = () => Math.floor(Date.now() / 1000);
const EXPIRED = fakeJwt(now() - 10, { v: 'expired' });
const FROM_OTHER_TAB = fakeJwt(now() + 600, { v: 'other tab' });
const FROM_SERVER = fakeJwt(now() + 600, { v: 'server' });
const LOCK = 'portal-token-refresh';

/** Web Locks as the browser grants them: one holder of a name at a time, the others wait in order. */
const installLocks = () => {
  let tail: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  const locks = {
    request: (name: string, work: () => Promise<unknown>) => {
      requested.push(name);
      const run = tail.then(work);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  return { locks, requested };
};

/** Another tab of the same browser: it holds the lock until released, then stores the pair it got, if any. */
const otherTabRefreshing = (
  locks: ReturnType<typeof installLocks>['locks'],
  pair: [string, string] | null = [FROM_OTHER_TAB, 'refresh-2'],
) => {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  void locks.request(LOCK, async () => {
    await done;
    if (pair) setTokens(...pair);
  });
  return finish;
};

const isRefresh = (url: string) => url.startsWith('/api/login/check?refreshToken=');

describe('refreshAccessToken across tabs', () => {
  beforeEach(() => {
    setTokens(EXPIRED, 'refresh-1');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('waits for the tab that holds the lock and takes its new pair instead of refreshing again', async () => {
    const { locks } = installLocks();
    const calls = mockFetch(() => jsonResponse(200, { token: FROM_SERVER, refreshToken: 'refresh-3' }));
    const finishOtherTab = otherTabRefreshing(locks);
    const token = refreshAccessToken(EXPIRED);
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    finishOtherTab();
    await expect(token).resolves.toBe(FROM_OTHER_TAB);
    expect(calls).toHaveLength(0);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('refreshes once for all parallel callers of the tab, under the lock, with the stored refresh token', async () => {
    const { requested } = installLocks();
    const calls = mockFetch(() => jsonResponse(200, { token: FROM_SERVER, refreshToken: 'refresh-2' }));
    const tokens = await Promise.all([
      refreshAccessToken(EXPIRED),
      refreshAccessToken(EXPIRED),
      refreshAccessToken(EXPIRED),
    ]);
    expect(tokens).toEqual([FROM_SERVER, FROM_SERVER, FROM_SERVER]);
    expect(requested).toEqual([LOCK]);
    expect(calls.map((call) => call.url)).toEqual(['/api/login/check?refreshToken=refresh-1']);
    expect(getToken()).toBe(FROM_SERVER);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('takes a newer pair another tab already stored without asking for the lock', async () => {
    const { requested } = installLocks();
    const calls = mockFetch(() => jsonResponse(500, {}));
    setTokens(FROM_OTHER_TAB, 'refresh-2');
    await expect(refreshAccessToken(EXPIRED)).resolves.toBe(FROM_OTHER_TAB);
    expect(requested).toEqual([]);
    expect(calls.filter((call) => isRefresh(call.url))).toHaveLength(0);
  });

  it('refreshes itself when the tab that held the lock got no new pair (a server failure)', async () => {
    const { locks } = installLocks();
    const calls = mockFetch(() => jsonResponse(200, { token: FROM_SERVER, refreshToken: 'refresh-2' }));
    const finishOtherTab = otherTabRefreshing(locks, null);
    const token = refreshAccessToken(EXPIRED);
    finishOtherTab();
    await expect(token).resolves.toBe(FROM_SERVER);
    expect(calls.map((call) => call.url)).toEqual(['/api/login/check?refreshToken=refresh-1']);
  });
});
