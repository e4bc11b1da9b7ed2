import type { RouteId } from '@portal/contract/routes/route-table';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentAppRoute } from '../navigation/route-handle';
import { startAnalytics, trackPageView } from './analytics-tracker';

/** Mounted once in the main layout: a page view per screen opened (its route id), and the flushes. */
export const useAnalytics = (): void => {
  const route = useCurrentAppRoute();
  const { pathname } = useLocation();
  useEffect(() => startAnalytics(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path of the same screen (another record) is a view too.
  useEffect(() => {
    if (route) trackPageView(route.id as RouteId);
  }, [route, pathname]);
};
