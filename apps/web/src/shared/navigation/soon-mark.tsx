import type { AppRoute } from '@portal/contract/routes/route-table';
import { PAGES } from '../../app/router/page-registry';

/** A screen of the route table whose feature is built; the others show «Раздел в разработке». */
export const isBuilt = (route: AppRoute): boolean => route.id in PAGES;

/**
 * The «скоро» mark after the title of a screen not built yet (issue 12). Inside a link its name reads
 * «Аукционы — скоро», so a screen reader user hears it too.
 */
export function SoonMark() {
  return (
    <span className="soon-mark">
      <span className="visually-hidden"> — </span>скоро
    </span>
  );
}
