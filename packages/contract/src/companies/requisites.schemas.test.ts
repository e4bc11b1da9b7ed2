import { describe, expect, it } from 'vitest';
import { requisitesSchema } from './requisites.schemas';

const valid = {
  name: 'ООО «ТрансЛогистик»',
  inn: '5012345672',
  kpp: '501201001',
  ogrn: '1027700132195',
  bik: '044525225',
  bankAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
};

const issuePaths = (input: unknown) =>
  requisitesSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('requisitesSchema', () => {
  it('accepts valid requisites and turns empty optional fields into null', () => {
    const parsed = requisitesSchema.parse({ ...valid, legalAddress: '  ', email: '' });
    expect(parsed.legalAddress).toBeNull();
    expect(parsed.email).toBeNull();
    expect(parsed.bankAccount).toBe(valid.bankAccount);
  });

  it('names each invalid code', () => {
    expect(issuePaths({ ...valid, inn: '5012345673', kpp: '50120100', ogrn: '1027700132196' })).toEqual([
      'inn',
      'kpp',
      'ogrn',
    ]);
  });

  it('checks both accounts against the BIK', () => {
    expect(issuePaths({ ...valid, bik: '044525593' })).toEqual(['bankAccount', 'correspondentAccount']);
  });

  it('asks for a BIK when an account is given without one', () => {
    expect(issuePaths({ ...valid, bik: null })).toEqual(['bik']);
  });
});
