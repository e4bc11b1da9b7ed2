import { ROUTE_FILTER_KEYS, routeFilterShape } from '@portal/contract/freight/routes.schemas';

export type FlightFilterKey = (typeof ROUTE_FILTER_KEYS)[number];
export type FlightSide = 'customer' | 'contractor';
/** A list call's query: the page and the filters as the URL holds them (the server parses them by the contract). */
export type FlightListApiQuery = Partial<Record<FlightFilterKey | 'page' | 'limit', string>>;

/** The customer's internal filters the carrier's list refuses (contractRouteListQuerySchema). */
const CUSTOMER_ONLY_KEYS: readonly FlightFilterKey[] = ['manager', 'contractor'];

/** The URL keys of each side's list: the filter names, as the API takes them. */
export const flightFilterKeys = (side: FlightSide): readonly FlightFilterKey[] =>
  side === 'customer'
    ? ROUTE_FILTER_KEYS
    : ROUTE_FILTER_KEYS.filter((key) => !CUSTOMER_ONLY_KEYS.includes(key));

/**
 * The API query of the list from the URL's filter texts. Each value is checked with the contract's own schema,
 * so a hand-edited or stale link drops the filter it cannot read instead of getting the list refused (422).
 */
export const flightListQuery = (
  filters: Partial<Record<FlightFilterKey, string>>,
  side: FlightSide,
): FlightListApiQuery => {
  const query: FlightListApiQuery = {};
  for (const key of flightFilterKeys(side)) {
    const value = filters[key]?.trim();
    if (value && routeFilterShape[key].safeParse(value).success) query[key] = value;
  }
  // The server refuses a «по» before the «с» (422): keep the list showing, without the later date.
  if (query.date_from && query.date_to && query.date_to < query.date_from) delete query.date_to;
  return query;
};
