import { checkGuards, type GuardSubject } from '@portal/contract/routes/guards';
import { MENU_GROUPS, type MenuGroup } from '@portal/contract/routes/menu-groups';
import { type AppRoute, ROUTES } from '@portal/contract/routes/route-table';

export type MenuSection = { group: MenuGroup; label: string; routes: AppRoute[] };

const GROUP_ORDER = Object.keys(MENU_GROUPS) as MenuGroup[];

/** The menu screens the subject may open (their guards pass), grouped and ordered as MENU_GROUPS. */
export const menuSectionsFor = (subject: GuardSubject | null): MenuSection[] => {
  const routes: readonly AppRoute[] = ROUTES;
  const visible = routes.filter((route) => route.menu && checkGuards(route.guards, subject) === null);
  return GROUP_ORDER.map((group) => ({
    group,
    label: MENU_GROUPS[group],
    routes: visible.filter((route) => route.menu === group),
  })).filter((section) => section.routes.length > 0);
};

/**
 * The menu path that owns `pathname`: the page's own `entry` when it names one the subject sees; else the longest
 * one that is the path itself or a parent segment of it; else, for a page without its own entry (a view, an edit
 * form), the entry of its route's `section` the subject sees.
 */
export const selectedMenuPath = (
  pathname: string,
  sections: readonly MenuSection[],
  section?: MenuGroup,
  entry?: string,
): string | undefined => {
  const named = entry && sections.flatMap((item) => item.routes).find((route) => route.id === entry);
  if (named) return named.path;
  let best: string | undefined;
  for (const route of sections.flatMap((entry) => entry.routes)) {
    const isOwner = pathname === route.path || pathname.startsWith(`${route.path}/`);
    if (isOwner && (!best || route.path.length > best.length)) best = route.path;
  }
  return best ?? sections.find((entry) => entry.group === section)?.routes[0]?.path;
};
