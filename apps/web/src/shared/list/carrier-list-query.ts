import {
  CARRIER_LIST_FILTER_KEYS,
  type CarrierListFilter,
  carrierListFilterShape,
} from '@portal/contract/procurement/carrier-list-filters';
import { listApiQuery } from './list-api-query';

/** The carrier's lists' URL filters (auctions and tenders), named as the API takes them. */
export type CarrierListFilterKey = keyof CarrierListFilter;
export type CarrierListApiQuery = Partial<Record<CarrierListFilterKey, string>>;

export const carrierListApiQuery = (
  filters: Partial<Record<CarrierListFilterKey, string>>,
): CarrierListApiQuery => listApiQuery(filters, CARRIER_LIST_FILTER_KEYS, carrierListFilterShape);
