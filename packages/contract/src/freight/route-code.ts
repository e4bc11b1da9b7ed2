import { zonedParts } from './zoned-time';

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * DESIGN 11: a route code is the day and month of planDateArrival in the time zone of the route way's first
 * department, then the route way's code: `0105ЕКБ-НСК`.
 */
export const routeCodeOf = (planDateArrival: Date, timeZone: string, routeWayCode: string): string => {
  const p = zonedParts(planDateArrival, timeZone);
  return `${pad(p.day)}${pad(p.month)}${routeWayCode}`;
};

/** A second route of the same way on the same day gets `-2`, the third `-3`, and so on. */
export const withRouteCodeSuffix = (code: string, taken: readonly string[]): string => {
  const used = new Set(taken);
  if (!used.has(code)) return code;
  let suffix = 2;
  while (used.has(`${code}-${suffix}`)) suffix += 1;
  return `${code}-${suffix}`;
};

/** Lateness of an arrival in whole seconds; 0 when on time or early. */
export const latenessSeconds = (planDateArrival: Date, factDateArrival: Date): number =>
  Math.max(0, Math.floor((factDateArrival.getTime() - planDateArrival.getTime()) / 1000));

/** `2 ч 05 мин` from seconds (the appeal dialog of SPEC 2.3 shows the same). */
export const formatLateness = (seconds: number | null | undefined): string => {
  if (seconds == null) return '';
  if (seconds === 0) return 'без опоздания';
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} мин`;
  return `${hours} ч ${pad(minutes % 60)} мин`;
};

/** DESIGN 8: planned arrivals follow the distance from the first point at this average speed unless set by hand. */
export const ROUTE_AVERAGE_SPEED_KMH = 60;

export const plannedArrivalAt = (firstArrival: Date, distanceKm: number): Date =>
  new Date(firstArrival.getTime() + Math.round((distanceKm / ROUTE_AVERAGE_SPEED_KMH) * 3600) * 1000);

export const LOADING_DEFAULT_OFFSET_MS = 60 * 60 * 1000;

/** DESIGN 8: planned loading defaults to the planned arrival plus one hour. */
export const defaultPlanDateLoading = (planDateArrival: Date): Date =>
  new Date(planDateArrival.getTime() + LOADING_DEFAULT_OFFSET_MS);
