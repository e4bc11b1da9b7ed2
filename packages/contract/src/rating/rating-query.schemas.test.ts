import { describe, expect, it } from 'vitest';
import { ratingListQuerySchema } from './rating.schemas';

describe('the rating list query', () => {
  it('takes real calendar days and refuses a day the calendar has not, like 30 February', () => {
    expect(ratingListQuerySchema.safeParse({ dateFrom: '2026-02-01', dateTo: '2026-02-28' }).success).toBe(
      true,
    );
    const refused = ratingListQuerySchema.safeParse({ dateTo: '2026-02-30' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('укажите дату в формате ГГГГ-ММ-ДД');
  });
});
