import type { auctionBodySchema, CustomerAuction } from '@portal/contract/auctions/auctions.schemas';
import { parseDateInput } from '@portal/contract/format/date-input';
import { formatDateTime } from '@portal/contract/format/dates';
import { toKopecks, toRoubles } from '@portal/contract/validation/money';
import type * as z from 'zod';

/** What the API takes: the optional fields may be left out. */
export type AuctionBodyInput = z.input<typeof auctionBodySchema>;

export type ParticipantSource = 'list' | 'contractors';

/** The auction form: times typed as ДД.ММ.ГГГГ ЧЧ:мм on this computer's clock. */
export type AuctionFormValues = {
  routes: number[];
  dateStart: string;
  dateEnd: string;
  startSum?: number | null;
  step?: number | null;
  extensionMinutes?: number | null;
  maxExtensions?: number | null;
  participantSource: ParticipantSource;
  contractorList?: number | null;
  contractors: number[];
  comment: string;
};

export const EMPTY_AUCTION_FORM: AuctionFormValues = {
  routes: [],
  dateStart: '',
  dateEnd: '',
  extensionMinutes: 5,
  participantSource: 'contractors',
  contractors: [],
  comment: '',
};

/** The start price by default: the chosen flights' initial sums, added in kopecks. */
export const defaultStartSum = (
  flights: readonly { id: number; initialSum: number }[],
  chosen: readonly number[],
) =>
  toRoubles(
    flights
      .filter((flight) => chosen.includes(flight.id))
      .reduce((sum, flight) => sum + toKopecks(flight.initialSum), 0),
  );

/** A typed ДД.ММ.ГГГГ ЧЧ:мм as the API's ISO time, or undefined when empty or not a real time. */
export const isoOfTyped = (typed: string): string | undefined => {
  const date = typed.trim() ? parseDateInput(typed) : null;
  return date ? date.toISOString() : undefined;
};

export const auctionFormValuesOf = (auction: CustomerAuction): AuctionFormValues => ({
  routes: auction.routes.map((route) => route.id),
  dateStart: formatDateTime(auction.dateStart),
  dateEnd: formatDateTime(auction.dateEnd),
  startSum: auction.startSum,
  step: auction.step,
  extensionMinutes: auction.extensionMinutes,
  maxExtensions: auction.maxExtensions,
  participantSource: auction.contractorList ? 'list' : 'contractors',
  contractorList: auction.contractorList?.id ?? null,
  contractors: auction.contractors.map((contractor) => contractor.id),
  comment: auction.comment ?? '',
});

/** DESIGN 11 body; an empty start is «at the run», an empty start price the flights' sums (server defaults). */
export const auctionBodyOf = (values: AuctionFormValues): AuctionBodyInput => {
  const dateStart = isoOfTyped(values.dateStart);
  const isList = values.participantSource === 'list';
  return {
    routes: values.routes,
    ...(dateStart ? { dateStart } : {}),
    dateEnd: isoOfTyped(values.dateEnd) ?? '',
    ...(values.startSum != null ? { startSum: values.startSum } : {}),
    step: values.step ?? 0,
    extensionMinutes: values.extensionMinutes ?? 0,
    ...(values.maxExtensions != null ? { maxExtensions: values.maxExtensions } : {}),
    ...(isList && values.contractorList != null ? { contractorList: values.contractorList } : {}),
    ...(!isList && values.contractors.length > 0 ? { contractors: values.contractors } : {}),
    ...(values.comment ? { comment: values.comment } : {}),
  };
};
