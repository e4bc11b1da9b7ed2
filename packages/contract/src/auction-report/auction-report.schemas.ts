import * as z from 'zod';
import {
  auctionDatesError,
  auctionDatesInOrder,
  auctionFilterShape,
  auctionStatusSchema,
  companyRefSchema,
} from '../auctions/auctions.schemas';
import { pageQuerySchema } from '../pagination';

// SPEC 2.2 reports/auctions, DESIGN 11 `GET …/reports/auctions`: per auction the start price, best price, result
// (the winner's price), saving in roubles and percent, bids, participants, extensions, winner and declines, with
// the totals of the whole filtered set; `?format=xlsx` answers that set as a workbook.

/** The filters of the customer's auction list. */
export const auctionReportQuerySchema = pageQuerySchema
  .extend({ ...auctionFilterShape, format: z.enum(['json', 'xlsx']).default('json') })
  .refine(auctionDatesInOrder, auctionDatesError);
export type AuctionReportQuery = z.infer<typeof auctionReportQuerySchema>;
export type AuctionReportQueryInput = z.input<typeof auctionReportQuerySchema>;

export const auctionReportRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: auctionStatusSchema,
  dateStart: z.string().nullable(),
  dateEnd: z.string(),
  routeCodes: z.array(z.string()),
  startSum: z.number(),
  bestSumm: z.number().nullable(),
  /** The winner's price (its bid or accepted offer); null without a winner. */
  resultSumm: z.number().nullable(),
  /** Start price minus the result, and that as a share of the start price; null without a result. */
  saving: z.number().nullable(),
  savingPercent: z.number().nullable(),
  bidsCount: z.number().int(),
  participantsCount: z.number().int(),
  extensionsCount: z.number().int(),
  winner: companyRefSchema.nullable(),
  declinesCount: z.number().int(),
});
export type AuctionReportRow = z.infer<typeof auctionReportRowSchema>;

export const auctionReportTotalsSchema = z.object({
  count: z.number().int(),
  startSum: z.number(),
  resultSumm: z.number(),
  /** The start sums of the auctions with a result: the base of `saving` and `savingPercent`. */
  startSumWithResult: z.number(),
  /** Over the auctions with a result only. */
  saving: z.number(),
  savingPercent: z.number().nullable(),
  bidsCount: z.number().int(),
  extensionsCount: z.number().int(),
  declinesCount: z.number().int(),
});
export type AuctionReportTotals = z.infer<typeof auctionReportTotalsSchema>;

export const auctionReportSchema = z.object({
  items: z.array(auctionReportRowSchema),
  totalCount: z.number().int(),
  currentPageNumber: z.number().int(),
  numItemsPerPage: z.number().int(),
  totals: auctionReportTotalsSchema,
});
export type AuctionReport = z.infer<typeof auctionReportSchema>;

export const AUCTION_REPORT_FILE_NAME = 'Отчёт по аукционам';

/** Saving against the start price, exact to the kopeck, and its percent with two decimals. */
export const savingOf = (startKopecks: number, resultKopecks: number | null) => {
  if (resultKopecks === null) return { saving: null, savingPercent: null };
  const savingKopecks = startKopecks - resultKopecks;
  return {
    saving: savingKopecks / 100,
    savingPercent: startKopecks > 0 ? Math.round((savingKopecks / startKopecks) * 10_000) / 100 : null,
  };
};
