import { routeFilterShape } from '@portal/contract/freight/routes.schemas';

const DAY_INPUT = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const URL_DAY = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}$/;

/**
 * A date filter typed as ДД.ММ.ГГГГ becomes the URL's Moscow wall time (SPEC 7 `YYYY-MM-DDTHH:mm`): «с» from the
 * day's start, «по» to its last minute. An incomplete or impossible date gives null: nothing to filter by yet.
 */
export const dayFilterToUrl = (typed: string, edge: 'from' | 'to'): string | null => {
  const match = DAY_INPUT.exec(typed.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const value = `${year}-${month}-${day}T${edge === 'from' ? '00:00' : '23:59'}`;
  return routeFilterShape.date_from.safeParse(value).success ? value : null;
};

/** The ДД.ММ.ГГГГ shown for a URL date filter; '' for none or one that cannot be read. */
export const dayFilterFromUrl = (value: string): string => {
  const match = URL_DAY.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
};
