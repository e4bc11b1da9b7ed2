import { describe, expect, it } from 'vitest';
import { bidLogCsv } from './bid-log-export';

describe('bidLogCsv', () => {
  it('writes a header and one line per entry, with the server values unchanged', () => {
    const csv = bidLogCsv([
      {
        seq: 1,
        bidId: 10,
        bidder: 1,
        summ: 99_000.5,
        createdOn: '2027-01-10T10:00:05.042Z',
        prevHash: '0',
        hash: 'ab',
      },
    ]);
    expect(csv).toBe(
      'seq,bidId,bidder,summ,createdOn,prevHash,hash\r\n1,10,1,99000.5,2027-01-10T10:00:05.042Z,0,ab',
    );
  });
});
