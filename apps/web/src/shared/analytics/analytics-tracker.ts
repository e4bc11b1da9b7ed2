import {
  ANALYTICS_EVENTS_MAX,
  ANALYTICS_FLUSH_EVENTS,
  ANALYTICS_FLUSH_SECONDS,
  type AnalyticsAction,
  type AnalyticsEvent,
} from '@portal/contract/analytics/analytics.schemas';
import { decodeTokenClaims, isTokenExpired } from '@portal/contract/auth/token';
import type { RouteId } from '@portal/contract/routes/route-table';
import { getToken } from '../api/token-storage';

// DESIGN 12 «Analytics»: page views (the route table's id, never the URL) and main actions wait in a queue and go to
// POST /api/analytics in batches: when 20 wait, every 30 s, and when the page hides. The request is a keepalive fetch
// with the bearer token (sendBeacon cannot carry it), so it outlives a closing tab. A failed batch is dropped, never
// retried: the counts are a picture of use, not a record.

export const ANALYTICS_URL = '/api/analytics';

let queue: AnalyticsEvent[] = [];
let currentRoute: RouteId | null = null;

/** Sends what waits and empties the queue; a guest's queue (no live token) is dropped without a request. */
export const flushAnalytics = (): void => {
  if (queue.length === 0) return;
  const events = queue.slice(0, ANALYTICS_EVENTS_MAX);
  queue = [];
  const token = getToken();
  const claims = token ? decodeTokenClaims(token) : null;
  if (!token || !claims || isTokenExpired(claims.exp)) return;
  try {
    fetch(ANALYTICS_URL, {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request (a keepalive body over its quota) loses this batch only.
  }
};

const enqueue = (event: AnalyticsEvent) => {
  queue.push(event);
  if (queue.length >= ANALYTICS_FLUSH_EVENTS) flushAnalytics();
};

/** A screen was opened: called by the main layout on every route change. */
export const trackPageView = (route: RouteId): void => {
  currentRoute = route;
  enqueue({ name: 'page_view', route, at: new Date().toISOString() });
};

/** A main action succeeded on the current screen (the catalogue of packages/contract). */
export const trackAction = (action: AnalyticsAction): void => {
  if (!currentRoute) return;
  enqueue({ name: 'action', route: currentRoute, action, at: new Date().toISOString() });
};

/** Starts the 30-second flush and the flush on hiding the page; answers the stop (which flushes what is left). */
export const startAnalytics = (): (() => void) => {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  };
  const timer = window.setInterval(flushAnalytics, ANALYTICS_FLUSH_SECONDS * 1000);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flushAnalytics);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flushAnalytics);
    flushAnalytics();
    currentRoute = null;
  };
};

/** Tests only: forget the queue and the current screen. */
export const resetAnalytics = (): void => {
  queue = [];
  currentRoute = null;
};
