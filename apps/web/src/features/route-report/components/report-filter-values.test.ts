import { describe, expect, it } from 'vitest';
import { REPORT_FILTER_KEYS, type ReportFilterKey, toReportFilterQuery } from './report-filter-values';

const filters = (values: Partial<Record<ReportFilterKey, string>>) =>
  ({ ...Object.fromEntries(REPORT_FILTER_KEYS.map((key) => [key, ''])), ...values }) as Record<
    ReportFilterKey,
    string
  >;

describe('toReportFilterQuery', () => {
  it('sends the days as whole Moscow days and the ids, flags and state as they are', () => {
    expect(
      toReportFilterQuery(
        filters({
          name: ' 0105 ',
          date_from: '01.05.2026',
          date_to: '31.05.2026',
          route_way: '12',
          contractor: '7',
          is_draft: 'false',
          state: '7',
        }),
      ),
    ).toEqual({
      name: '0105',
      date_from: '2026-05-01T00:00',
      date_to: '2026-05-31T23:59',
      route_way: '12',
      contractor: '7',
      is_draft: 'false',
      state: '7',
    });
  });

  it('leaves out what is incomplete or malformed instead of sending it', () => {
    expect(
      toReportFilterQuery(
        filters({
          date_from: '01.05.20',
          date_to: '31.02.2026',
          route_way: 'abc',
          state: '8',
          is_cancel: 'yes',
        }),
      ),
    ).toEqual({});
  });
});
