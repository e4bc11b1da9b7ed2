import * as z from 'zod';
import { idParamSchema } from '../ids';
import { queryDateTimeSchema } from '../validation/date-time';
import { text } from '../validation/text';

export const CARRIER_ROUTE_FILTER_MAX = 100;

/**
 * DESIGN 10: the filter panel of the carrier's auction and tender lists. The number is the id; `route` is typed
 * text found in a flight's code (auctions) and in a route way's code or name; the customer matters because a
 * carrier works for several; the dates bound the end between two Moscow times, as on the customer's lists.
 */
export const carrierListFilterShape = {
  number: idParamSchema.optional(),
  route: text()
    .trim()
    .max(CARRIER_ROUTE_FILTER_MAX)
    .optional()
    .transform((value) => value || undefined),
  customer: idParamSchema.optional(),
  date_from: queryDateTimeSchema.optional(),
  date_to: queryDateTimeSchema.optional(),
};
export type CarrierListFilter = {
  [K in keyof typeof carrierListFilterShape]?: z.infer<(typeof carrierListFilterShape)[K]>;
};
export const CARRIER_LIST_FILTER_KEYS = Object.keys(carrierListFilterShape) as (keyof CarrierListFilter)[];

/** `?format=xlsx` answers every row the filters select as a workbook; the page and limit are ignored. */
export const carrierListFormatSchema = z.enum(['json', 'xlsx']).optional();
