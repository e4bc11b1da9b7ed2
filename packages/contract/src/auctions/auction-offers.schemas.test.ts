import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, offerBodySchema } from './auction-offers.schemas';

describe('offer body', () => {
  it('takes a sum with a trimmed comment, an empty comment as none', () => {
    expect(offerBodySchema.parse({ summ: 100.5, comment: ' быстро ' })).toEqual({
      summ: 100.5,
      comment: 'быстро',
    });
    expect(offerBodySchema.parse({ summ: 100, comment: '' })).toEqual({ summ: 100 });
  });

  it('refuses a sum that is not money', () => {
    for (const summ of [0, -1, 1.001, '100', null])
      expect(offerBodySchema.safeParse({ summ }).success, String(summ)).toBe(false);
  });

  it('names a state that is no longer pending', () => {
    expect(OFFER_MESSAGES.notPending(1)).toBe('Предложение уже не на рассмотрении: «Принято»');
  });
});
