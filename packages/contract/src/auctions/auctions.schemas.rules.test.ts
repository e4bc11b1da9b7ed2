import { describe, expect, it } from 'vitest';
import {
  AUCTION_COMMENT_MAX,
  AUCTION_CONTRACTORS_MAX,
  auctionBodySchema,
  auctionCancelBodySchema,
  auctionDatesBodySchema,
  auctionEventPayloadSchema,
  auctionParamsSchema,
  auctionSetWinnerBodySchema,
  auctionStatusSchema,
  bidAnswerSchema,
  contractorAuctionListQuerySchema,
  contractorAuctionParamsSchema,
  contractorAuctionSchema,
  contractorAuctionsParamsSchema,
  contractorBidLogSchema,
  customerAuctionListItemSchema,
  customerAuctionListQuerySchema,
  customerAuctionParamsSchema,
  customerAuctionSchema,
  customerAuctionsParamsSchema,
  customerBidLogSchema,
  MAX_EXTENSIONS_MAX,
  TIME_TO_CANCEL_MAX,
  TRANSPORTATION_SETTINGS_DEFAULTS,
  transportationSettingsSchema,
} from './auctions.schemas';

// Each case breaks one rule alone; the basic cases are in auctions.schemas.test.ts.

const body = {
  routes: [1, 2],
  dateEnd: '2027-01-10T11:00:00+03:00',
  step: 100,
  extensionMinutes: 5,
  contractors: [7],
};

const issues = (result: { success: boolean; error?: { issues: { code: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => ({ code: issue.code, path: issue.path }));

describe('auctionBodySchema rules', () => {
  it('reports its own checks as custom issues on the field they concern', () => {
    expect(issues(auctionBodySchema.safeParse({ ...body, routes: [1, 1] }))).toEqual([
      { code: 'custom', path: ['routes'] },
    ]);
    expect(issues(auctionBodySchema.safeParse({ ...body, contractorList: 3 }))).toEqual([
      { code: 'custom', path: ['contractors'] },
    ]);
    expect(issues(auctionBodySchema.safeParse({ ...body, contractors: undefined }))).toEqual([
      { code: 'custom', path: ['contractors'] },
    ]);
    expect(issues(auctionBodySchema.safeParse({ ...body, dateStart: '2027-01-10T12:00:00+03:00' }))).toEqual([
      { code: 'custom', path: ['dateEnd'] },
    ]);
    expect(issues(auctionBodySchema.safeParse({ ...body, startSum: 99.99 }))).toEqual([
      { code: 'custom', path: ['step'] },
    ]);
  });

  it('takes a start before the end', () => {
    expect(auctionBodySchema.safeParse({ ...body, dateStart: '2027-01-10T10:59:59+03:00' }).success).toBe(
      true,
    );
  });

  it('takes a step equal to or below the start price', () => {
    expect(auctionBodySchema.safeParse({ ...body, startSum: 100 }).success).toBe(true);
    expect(auctionBodySchema.safeParse({ ...body, startSum: 100.01 }).success).toBe(true);
  });

  it('caps extensions from 1 to MAX_EXTENSIONS_MAX, absent meaning no cap', () => {
    expect(auctionBodySchema.parse({ ...body, maxExtensions: 1 }).maxExtensions).toBe(1);
    expect(auctionBodySchema.parse({ ...body, maxExtensions: MAX_EXTENSIONS_MAX }).maxExtensions).toBe(
      MAX_EXTENSIONS_MAX,
    );
    expect(auctionBodySchema.parse({ ...body, maxExtensions: null }).maxExtensions).toBeUndefined();
    for (const maxExtensions of [0, MAX_EXTENSIONS_MAX + 1, 1.5])
      expect(auctionBodySchema.safeParse({ ...body, maxExtensions }).success).toBe(false);
  });

  it('takes 1 to AUCTION_CONTRACTORS_MAX contractors', () => {
    const many = Array.from({ length: AUCTION_CONTRACTORS_MAX }, (_, index) => index + 1);
    expect(auctionBodySchema.safeParse({ ...body, contractors: many }).success).toBe(true);
    expect(auctionBodySchema.safeParse({ ...body, contractors: [...many, 501] }).success).toBe(false);
    expect(auctionBodySchema.safeParse({ ...body, contractors: [] }).success).toBe(false);
  });
});

describe('auctionDatesBodySchema rules', () => {
  it('reports an end not after the start as a custom issue on dateEnd with its message', () => {
    const result = auctionDatesBodySchema.safeParse({
      dateStart: '2027-01-10T11:00:00Z',
      dateEnd: '2027-01-10T11:00:00Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ code, path, message }) => ({ code, path, message }))).toEqual([
      { code: 'custom', path: ['dateEnd'], message: 'должна быть позже даты начала' },
    ]);
  });

  it('takes an end one second after the start and drops a null start', () => {
    expect(
      auctionDatesBodySchema.parse({ dateStart: '2027-01-10T11:00:00Z', dateEnd: '2027-01-10T11:00:01Z' }),
    ).toEqual({ dateStart: '2027-01-10T11:00:00Z', dateEnd: '2027-01-10T11:00:01Z' });
    expect(auctionDatesBodySchema.parse({ dateStart: null, dateEnd: '2027-01-10T11:00:01Z' })).toEqual({
      dateEnd: '2027-01-10T11:00:01Z',
    });
  });
});

describe('auctionCancelBodySchema', () => {
  it('takes no body as an empty one', () => {
    expect(auctionCancelBodySchema.parse(undefined)).toEqual({});
    expect(auctionCancelBodySchema.parse(null)).toEqual({});
  });

  it('trims the comment and keeps it within AUCTION_COMMENT_MAX', () => {
    expect(auctionCancelBodySchema.parse({ comment: '  Нет машин ' })).toEqual({ comment: 'Нет машин' });
    expect(auctionCancelBodySchema.safeParse({ comment: 'а'.repeat(AUCTION_COMMENT_MAX) }).success).toBe(
      true,
    );
    expect(auctionCancelBodySchema.safeParse({ comment: 'а'.repeat(AUCTION_COMMENT_MAX + 1) }).success).toBe(
      false,
    );
  });
});

describe('params and small bodies', () => {
  it('reads the ids of the path', () => {
    expect(customerAuctionsParamsSchema.parse({ customerId: '3' })).toEqual({ customerId: 3 });
    expect(customerAuctionParamsSchema.parse({ customerId: '3', auctionId: '4' })).toEqual({
      customerId: 3,
      auctionId: 4,
    });
    expect(contractorAuctionsParamsSchema.parse({ contractorId: '5' })).toEqual({ contractorId: 5 });
    expect(contractorAuctionParamsSchema.parse({ contractorId: '5', auctionId: '6' })).toEqual({
      contractorId: 5,
      auctionId: 6,
    });
    expect(auctionParamsSchema.parse({ auctionId: '6' })).toEqual({ auctionId: 6 });
    expect(auctionParamsSchema.safeParse({ auctionId: 'x' }).success).toBe(false);
    expect(customerAuctionParamsSchema.safeParse({ customerId: '3' }).success).toBe(false);
  });

  it('takes the chosen bid of set_winner', () => {
    expect(auctionSetWinnerBodySchema.parse({ bid: 9 })).toEqual({ bid: 9 });
    expect(auctionSetWinnerBodySchema.safeParse({}).success).toBe(false);
  });

  it('takes the statuses 0 to 6 only', () => {
    for (const status of [0, 1, 2, 3, 4, 5, 6]) expect(auctionStatusSchema.parse(status)).toBe(status);
    for (const status of [-1, 7, '2']) expect(auctionStatusSchema.safeParse(status).success).toBe(false);
  });

  it('filters the customer list by status and the carrier list by tab', () => {
    expect(customerAuctionListQuerySchema.parse({ status: '6' }).status).toEqual([6]);
    // Issue 24: repeated, as a statistics figure opens the held auctions.
    expect(customerAuctionListQuerySchema.parse({ status: ['3', '4', '5'] }).status).toEqual([3, 4, 5]);
    expect(customerAuctionListQuerySchema.safeParse({ status: ['3', '7'] }).success).toBe(false);
    expect(customerAuctionListQuerySchema.safeParse({ status: '7' }).success).toBe(false);
    expect(contractorAuctionListQuerySchema.parse({ tab: 'won' }).tab).toBe('won');
    expect(contractorAuctionListQuerySchema.safeParse({ tab: 'lost' }).success).toBe(false);
  });
});

describe('transportation settings', () => {
  it('keeps the time to decline from 0 to a week, 30 minutes by default', () => {
    expect(TRANSPORTATION_SETTINGS_DEFAULTS).toEqual({ firstBid: false, timeToCancel: 30 });
    expect(transportationSettingsSchema.parse({ firstBid: true, timeToCancel: 0 })).toEqual({
      firstBid: true,
      timeToCancel: 0,
    });
    expect(
      transportationSettingsSchema.safeParse({ firstBid: true, timeToCancel: TIME_TO_CANCEL_MAX }).success,
    ).toBe(true);
    for (const timeToCancel of [-1, TIME_TO_CANCEL_MAX + 1, 1.5])
      expect(transportationSettingsSchema.safeParse({ firstBid: true, timeToCancel }).success).toBe(false);
    expect(transportationSettingsSchema.safeParse({ timeToCancel: 30 }).success).toBe(false);
  });
});

describe('answers', () => {
  const company = { id: 7, name: 'ООО «Вектор»' };
  const department = { id: 1, name: 'Склад', timezone: 'Europe/Moscow' };
  const route = {
    id: 11,
    routeCode: 'R-11',
    routeWay: { id: 2, code: 'MSK-SPB', name: 'Москва — Петербург', transportationType: 1 },
    planDateArrival: '2027-01-11T10:00:00+03:00',
    firstDepartment: department,
    lastDepartment: department,
    initialSum: 1000,
    freightSum: null,
  };
  const common = {
    id: 1,
    number: 'А-1',
    status: 2,
    routes: [route],
    dateStart: null,
    dateEnd: '2027-01-10T11:00:00+03:00',
    startSum: 1000,
    step: 10,
    extensionMinutes: 5,
    maxExtensions: null,
    extensionsCount: 0,
    bestSumm: 990,
    bidsCount: 1,
    serverTime: '2027-01-10T10:00:00+03:00',
  };
  const bid = {
    id: 3,
    summ: 990,
    createdOn: '2027-01-10T10:00:00+03:00',
    contractor: company,
    cannotWin: null,
    extendedTo: null,
    extendedBySeconds: null,
  };
  const offer = {
    id: 5,
    auctionId: 1,
    summ: 1000,
    comment: null,
    status: 0,
    createdOn: 'x',
    updatedOn: 'y',
    contractor: company,
  };
  const customer = {
    ...common,
    comment: null,
    contractorList: company,
    contractors: [company],
    bids: [bid],
    offers: [offer],
    winner: { contractor: company, summ: 990, bid: 3, offer: null },
    winnerDeadline: null,
    declines: [{ contractor: company, summ: 980, declinedOn: '2027-01-10T11:00:00.000Z' }],
  };

  it('keeps every field of the customer’s auction', () => {
    expect(customerAuctionSchema.parse(customer)).toEqual(customer);
    expect(customerAuctionSchema.safeParse({ ...customer, status: 9 }).success).toBe(false);
    expect(
      customerAuctionSchema.safeParse({ ...customer, routes: [{ ...route, routeWay: {} }] }).success,
    ).toBe(false);
    expect(customerAuctionSchema.safeParse({ ...customer, bids: [{ ...bid, contractor: {} }] }).success).toBe(
      false,
    );
    expect(
      customerAuctionSchema.parse({ ...customer, bids: [{ ...bid, cannotWin: 'declined' }] }).bids[0]
        ?.cannotWin,
    ).toBe('declined');
    expect(
      customerAuctionSchema.safeParse({ ...customer, bids: [{ ...bid, cannotWin: 'banned' }] }).success,
    ).toBe(false);
    expect(customerAuctionSchema.safeParse({ ...customer, winner: { summ: 990 } }).success).toBe(false);
    expect(customerAuctionSchema.safeParse({ ...customer, offers: [{ ...offer, status: 3 }] }).success).toBe(
      false,
    );
    expect(customerAuctionSchema.safeParse({ ...customer, contractorList: { id: 1 } }).success).toBe(false);
    expect(customerAuctionSchema.safeParse({ ...customer, declines: [{ summ: 980 }] }).success).toBe(false);
  });

  it('lists the customer’s auctions without their bids, offers and declines', () => {
    const { bids: _bids, offers: _offers, declines: _declines, ...item } = customer;
    expect(customerAuctionListItemSchema.parse(customer)).toEqual(item);
    expect(customerAuctionListItemSchema.parse(item)).toEqual(item);
  });

  it('keeps every field of the carrier’s auction', () => {
    const { contractor: _company, ...myOffer } = offer;
    const contractor = {
      ...common,
      customer: { id: 3, name: 'ООО «Заказчик»' },
      myBestSumm: 990,
      myRank: 1,
      isWinner: false,
      winnerDeadline: null,
      myOffer,
    };
    expect(contractorAuctionSchema.parse(contractor)).toEqual(contractor);
    expect(contractorAuctionSchema.safeParse({ ...contractor, isWinner: 'no' }).success).toBe(false);
  });

  it('keeps every field of a bid answer, a live event and the bid log', () => {
    const answer = {
      id: 3,
      summ: 990,
      createdOn: 'x',
      rank: 1,
      bestSumm: 990,
      dateEnd: 'y',
      extendedBySeconds: 2,
    };
    expect(bidAnswerSchema.parse(answer)).toEqual(answer);
    const event = {
      auctionId: 1,
      status: 2,
      bestSumm: 990,
      bidsCount: 1,
      dateEnd: 'y',
      bid: { id: 3, summ: 990, createdOn: 'x' },
    };
    expect(auctionEventPayloadSchema.parse(event)).toEqual(event);
    expect(auctionEventPayloadSchema.safeParse({ ...event, bid: {} }).success).toBe(false);
    const item = { seq: 1, bidId: 3, bidder: 1, summ: 990, createdOn: 'x', prevHash: '0', hash: 'a' };
    const log = {
      items: [{ ...item, contractor: { id: 7, name: 'ООО Перевозчик' } }],
      isValid: true,
      brokenSeq: null,
    };
    expect(customerBidLogSchema.parse(log)).toEqual(log);
    expect(customerBidLogSchema.safeParse({ ...log, items: [{}] }).success).toBe(false);
    const participantLog = { items: [{ ...item, isMine: true }], isValid: true, brokenSeq: null };
    expect(contractorBidLogSchema.parse(participantLog)).toEqual(participantLog);
    // A participant's log drops a company named by mistake instead of passing it on.
    const named = {
      ...participantLog,
      items: [{ ...item, isMine: false, contractor: { id: 7, name: 'x' } }],
    };
    expect(contractorBidLogSchema.parse(named).items[0]).not.toHaveProperty('contractor');
  });
});
