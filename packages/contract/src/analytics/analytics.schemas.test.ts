import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  analyticsBatchSchema,
  customerAnalyticsQuerySchema,
  lastAnalyticsDay,
} from './analytics.schemas';

const AT = '2027-03-01T10:00:00.000Z';
const messages = (body: unknown) => {
  const result = analyticsBatchSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('analytics batch', () => {
  it('takes page views of route ids and actions of the catalogue', () => {
    const body = {
      events: [
        { name: 'page_view', route: 'dashboard', at: AT },
        { name: 'action', route: 'proforma-customer', action: 'proforma_paid', at: AT },
      ],
    };
    expect(analyticsBatchSchema.parse(body)).toEqual(body);
  });

  it('refuses URLs, unknown names, unknown actions and extra fields', () => {
    expect(messages({ events: [{ name: 'page_view', route: '/auctions/15', at: AT }] })).toEqual([
      ANALYTICS_MESSAGES.unknownRoute,
    ]);
    expect(messages({ events: [{ name: 'click', route: 'dashboard', at: AT }] })).toEqual([
      ANALYTICS_MESSAGES.unknownName,
    ]);
    expect(messages({ events: [{ name: 'action', route: 'dashboard', action: 'nothing', at: AT }] })).toEqual(
      [ANALYTICS_MESSAGES.unknownAction],
    );
    expect(messages({ events: [{ name: 'page_view', route: 'dashboard', at: AT, userId: 7 }] })).toHaveLength(
      1,
    );
    expect(messages({ events: [{ name: 'page_view', route: 'dashboard', at: AT }], url: '/x' })).toHaveLength(
      1,
    );
  });

  it('wants an action exactly on action events', () => {
    expect(messages({ events: [{ name: 'action', route: 'dashboard', at: AT }] })).toEqual([
      ANALYTICS_MESSAGES.actionRequired,
    ]);
    expect(
      messages({ events: [{ name: 'page_view', route: 'dashboard', action: 'bid_placed', at: AT }] }),
    ).toEqual([ANALYTICS_MESSAGES.actionNotAllowed]);
  });
});

describe('analytics period', () => {
  it('reads at most 13 months, both days inclusive', () => {
    expect(lastAnalyticsDay('2027-01-01')).toBe('2028-01-31');
    expect(
      customerAnalyticsQuerySchema.safeParse({ dateFrom: '2027-01-01', dateTo: '2028-01-31' }).success,
    ).toBe(true);
    const over = customerAnalyticsQuerySchema.safeParse({ dateFrom: '2027-01-01', dateTo: '2028-02-01' });
    expect(over.error?.issues[0]?.message).toBe(ANALYTICS_MESSAGES.periodTooLong);
    const reversed = customerAnalyticsQuerySchema.safeParse({ dateFrom: '2027-01-02', dateTo: '2027-01-01' });
    expect(reversed.error?.issues[0]?.message).toBe(ANALYTICS_MESSAGES.dateToBeforeFrom);
  });
});
