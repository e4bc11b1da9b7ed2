import { describe, expect, it } from 'vitest';
import { AUCTION_REPORT_COLUMNS } from './auction-report.columns';
import { auctionReportQuerySchema, savingOf } from './auction-report.schemas';

describe('auction report', () => {
  it('counts the saving to the kopeck and its percent with two decimals', () => {
    expect(savingOf(15_000_000, 13_000_050)).toEqual({ saving: 19_999.5, savingPercent: 13.33 });
    expect(savingOf(10_000, 10_000)).toEqual({ saving: 0, savingPercent: 0 });
    expect(savingOf(10_000, null)).toEqual({ saving: null, savingPercent: null });
  });

  it('refuses an end range that runs backwards and an unknown format', () => {
    expect(
      auctionReportQuerySchema.safeParse({ date_from: '2027-02-01T00:00', date_to: '2027-01-01T00:00' })
        .success,
    ).toBe(false);
    expect(auctionReportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
    expect(auctionReportQuerySchema.parse({}).format).toBe('json');
  });

  it('names every column in Russian', () => {
    for (const column of AUCTION_REPORT_COLUMNS) expect(column.header).toMatch(/^[А-ЯЁ№]/);
  });
});
