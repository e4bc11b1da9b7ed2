import { describe, expect, it } from 'vitest';
import { auctionListApiQuery, tabCounts } from './auction-list-query';

describe('auctionListApiQuery', () => {
  it('passes the valid filters as the API names them', () => {
    expect(
      auctionListApiQuery({
        number: ' 12 ',
        route_way: '4',
        contractor: '7',
        manager: '3',
        status: '2',
        date_from: '2027-01-01T00:00',
        date_to: '2027-01-31T23:59',
      }),
    ).toEqual({
      number: '12',
      route_way: '4',
      contractor: '7',
      manager: '3',
      status: '2',
      date_from: '2027-01-01T00:00',
      date_to: '2027-01-31T23:59',
    });
  });

  it('leaves out what the server would refuse', () => {
    expect(auctionListApiQuery({ number: '12а', manager: '', status: '9' })).toEqual({});
    expect(auctionListApiQuery({ date_from: '2027-02-01T00:00', date_to: '2027-01-01T23:59' })).toEqual({
      date_from: '2027-02-01T00:00',
    });
  });
});

describe('tabCounts', () => {
  it('fills every status and sums the total', () => {
    expect(tabCounts({ 0: 2, 2: 1 })).toEqual({ 0: 2, 1: 0, 2: 1, 3: 0, 4: 0, 5: 0, 6: 0, all: 3 });
    expect(tabCounts(undefined).all).toBe(0);
  });
});
