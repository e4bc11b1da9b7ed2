import { describe, expect, it } from 'vitest';
import {
  CONTRACTOR_DASHBOARD_KEYS,
  CUSTOMER_DASHBOARD_KEYS,
  DASHBOARD_TITLES,
  dashboardCardSchema,
  dashboardLink,
  licenceValidUntil,
} from './dashboard.schemas';

describe('dashboard contract', () => {
  it('keeps the keys of DESIGN 12 in order, each with a Russian title', () => {
    expect(CUSTOMER_DASHBOARD_KEYS).toHaveLength(10);
    expect(CONTRACTOR_DASHBOARD_KEYS).toHaveLength(8);
    for (const key of [...CUSTOMER_DASHBOARD_KEYS, ...CONTRACTOR_DASHBOARD_KEYS])
      expect(DASHBOARD_TITLES[key]).toMatch(/^[А-Я]/);
  });

  it('builds a list link from the route table with its query', () => {
    expect(dashboardLink('flights-customer', {}, { state: 2, is_draft: 'false' })).toBe(
      '/flights/customer?state=2&is_draft=false',
    );
    expect(dashboardLink('customer-auction-view', { customerId: 4, auctionsId: 17 })).toBe(
      '/customers/4/auction/17',
    );
  });

  it('ends a licence the day before the tenth anniversary of its issue', () => {
    expect(licenceValidUntil('2016-12-10')).toBe('2026-12-09');
    expect(licenceValidUntil('2016-03-01')).toBe('2026-02-28');
  });

  it('allows at most five items on a card', () => {
    const item = { id: 1, label: 'x', value: 1, link: '/' };
    const card = { key: 'auctionsRunning', title: 't', value: 6, link: '/' };
    expect(dashboardCardSchema.safeParse({ ...card, items: Array(5).fill(item) }).success).toBe(true);
    expect(dashboardCardSchema.safeParse({ ...card, items: Array(6).fill(item) }).success).toBe(false);
  });
});
