import { describe, expect, it } from 'vitest';
import { flightFilterKeys, flightListQuery } from './flight-filters';

describe('the flight list filters kept in the URL', () => {
  it('passes the filters the contract reads and drops those it cannot', () => {
    expect(
      flightListQuery(
        {
          name: ' МСК ',
          route_way: '4',
          state: '9',
          first_point: 'abc',
          is_draft: 'true',
          date_from: '2026-05-01',
        },
        'customer',
      ),
    ).toEqual({ name: 'МСК', route_way: '4', is_draft: 'true' });
  });

  it('never sends the customer-only filters from the carrier list', () => {
    expect(flightFilterKeys('contractor')).not.toContain('manager');
    expect(flightListQuery({ manager: '3', contractor: '2', state: '0' }, 'contractor')).toEqual({
      state: '0',
    });
    expect(flightListQuery({ manager: '3' }, 'customer')).toEqual({ manager: '3' });
  });

  it('drops a «по» before the «с» rather than have the list refused', () => {
    expect(
      flightListQuery({ date_from: '2026-05-02T00:00', date_to: '2026-05-01T23:59' }, 'customer'),
    ).toEqual({
      date_from: '2026-05-02T00:00',
    });
  });
});
