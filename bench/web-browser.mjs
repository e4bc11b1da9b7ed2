// What the web benches share: Debian's Chromium (never a downloaded browser) and a demo account signed in the way
// the app keeps a session.
import { ownerOf, signInPair } from './servers.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * A demo account's tokens under the local-storage keys of apps/web/src/shared/api/token-storage.ts, and its
 * company id. `store(page)` writes them in a page of the portal's origin, as the app's login does.
 */
export const demoSession = async (base, login) => {
  const { token, refreshToken } = await signInPair(base, login);
  return {
    token,
    ownerId: ownerOf(token),
    store: (page) =>
      page.evaluate(
        (pair) => {
          localStorage.setItem('token', pair.token);
          localStorage.setItem('refreshToken', pair.refreshToken);
        },
        { token, refreshToken },
      ),
  };
};

/** The id of the demo carrier's first running auction (the demo seed keeps one running for days). */
export const runningAuctionOf = async (base, carrier) => {
  const response = await fetch(`${base}/api/contractors/${carrier.ownerId}/auctions?tab=active&limit=1`, {
    headers: { authorization: `Bearer ${carrier.token}` },
  });
  const { items } = await response.json();
  if (!items?.length) throw new Error('the demo carrier has no running auction');
  return items[0].id;
};
