import { describe, expect, it } from 'vitest';
import { LOOKUP_LIST_LIMIT } from '../constants';
import {
  type ContractorOption,
  contractorLookupQuerySchema,
  contractorOptionSchema,
  lookupAnswer,
  userLookupQuerySchema,
  userOptionSchema,
} from './lookups.schemas';

describe('userLookupQuerySchema', () => {
  it('answers at most 100 options unless asked for fewer', () => {
    expect(userLookupQuerySchema.parse({})).toEqual({ limit: LOOKUP_LIST_LIMIT });
    expect(userLookupQuerySchema.parse({ limit: '1', query: ' Иван ' })).toEqual({ limit: 1, query: 'Иван' });
    expect(userLookupQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(userLookupQuerySchema.safeParse({ limit: String(LOOKUP_LIST_LIMIT + 1) }).success).toBe(false);
  });

  it('limits the search text to 255 characters', () => {
    expect(userLookupQuerySchema.safeParse({ query: 'я'.repeat(255) }).success).toBe(true);
    expect(userLookupQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });
});

// decisions.md «Array query parameters»: `id[n]`, `id[]` and a repeated `id=` all arrive as arrays.
describe('contractorLookupQuerySchema', () => {
  it('reads one id or many as a list of numbers', () => {
    expect(contractorLookupQuerySchema.parse({ id: '5' })).toEqual({ id: [5], partner: 'any' });
    expect(contractorLookupQuerySchema.parse({ id: ['5', '7'] }).id).toEqual([5, 7]);
    expect(contractorLookupQuerySchema.parse({}).id).toBeUndefined();
    expect(contractorLookupQuerySchema.parse({ id: undefined }).id).toBeUndefined();
  });

  it('refuses an id that is not a positive whole number, and more than 100 ids', () => {
    expect(contractorLookupQuerySchema.safeParse({ id: '0' }).success).toBe(false);
    expect(contractorLookupQuerySchema.safeParse({ id: 'x' }).success).toBe(false);
    const ids = Array.from({ length: LOOKUP_LIST_LIMIT }, (_, index) => String(index + 1));
    expect(contractorLookupQuerySchema.safeParse({ id: ids }).success).toBe(true);
    expect(contractorLookupQuerySchema.safeParse({ id: [...ids, '101'] }).success).toBe(false);
  });

  it('looks among any carriers unless asked for the accredited ones', () => {
    expect(contractorLookupQuerySchema.parse({ partner: 'accredited', query: ' 7707 ' })).toEqual({
      partner: 'accredited',
      query: '7707',
    });
    expect(contractorLookupQuerySchema.parse({ partner: 'any' }).partner).toBe('any');
    expect(contractorLookupQuerySchema.safeParse({ partner: 'blocked' }).success).toBe(false);
  });
});

describe('the lookup answers', () => {
  it('pass the options through', () => {
    const carrier: ContractorOption = {
      id: 1,
      name: 'ООО «Альфа»',
      inn: '7707083893',
      active: true,
      partnerStatus: 3,
    };
    expect(lookupAnswer(contractorOptionSchema).parse({ items: [carrier] })).toEqual({ items: [carrier] });
    expect(contractorOptionSchema.parse({ ...carrier, partnerStatus: null }).partnerStatus).toBeNull();
    expect(contractorOptionSchema.safeParse({ ...carrier, partnerStatus: 2 }).success).toBe(false);
    const user = { id: 2, fullname: 'Иванов Иван', username: 'ivanov@example.ru' };
    expect(userOptionSchema.parse(user)).toEqual(user);
  });
});
