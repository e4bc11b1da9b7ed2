import type { AppRoute } from '@portal/contract/routes/route-table';
import { useMatches } from 'react-router';

/** What every route of the web app carries in its `handle`. */
export type RouteHandle = { appRoute?: AppRoute; title?: string };

export const APP_NAME = 'Портал грузоперевозок';

const handleOf = (handle: unknown): RouteHandle =>
  typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};

/** The deepest matched route that comes from the contract route table. */
export const useCurrentAppRoute = (): AppRoute | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const appRoute = handleOf(matches[index]?.handle).appRoute;
    if (appRoute) return appRoute;
  }
  return undefined;
};

/** The title of the current screen: its route title, or the title of a page outside the table (404). */
export const useCurrentTitle = (): string | undefined => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = handleOf(matches[index]?.handle);
    const title = handle.appRoute?.title ?? handle.title;
    if (title) return title;
  }
  return undefined;
};
