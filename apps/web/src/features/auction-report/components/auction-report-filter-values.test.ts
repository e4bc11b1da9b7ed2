import { describe, expect, it } from 'vitest';
import { toAuctionReportQuery } from './auction-report-filter-values';

const empty = {
  status: '',
  route_way: '',
  transportation: '',
  contractor: '',
  manager: '',
  date_from: '',
  date_to: '',
};

describe('toAuctionReportQuery', () => {
  it('sends nothing for empty filters', () => {
    expect(toAuctionReportQuery(empty)).toEqual({});
  });

  it('sends a status, ids and whole days from the first to the last minute', () => {
    expect(
      toAuctionReportQuery({
        status: '4',
        route_way: '12',
        transportation: '3',
        contractor: '7',
        manager: '21',
        date_from: '01.03.2027',
        date_to: '31.03.2027',
      }),
    ).toEqual({
      status: ['4'],
      route_way: '12',
      transportation: '3',
      contractor: '7',
      manager: '21',
      date_from: '2027-03-01T00:00',
      date_to: '2027-03-31T23:59',
    });
  });

  it('sends several statuses at once, as a statistics figure opens them', () => {
    expect(toAuctionReportQuery({ ...empty, status: '3,4,5' })).toEqual({ status: ['3', '4', '5'] });
    expect(toAuctionReportQuery({ ...empty, status: '3,9' })).toEqual({ status: ['3'] });
  });

  it('leaves out what is malformed or not yet whole', () => {
    expect(
      toAuctionReportQuery({
        status: '9',
        route_way: '01',
        transportation: '-3',
        contractor: 'x',
        manager: '1e3',
        date_from: '01.03',
        date_to: '32.13.2027',
      }),
    ).toEqual({});
  });
});
