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

  it('asks for a BIK when only one of the accounts is given', () => {
    expect(issuePaths({ ...valid, bik: null, correspondentAccount: null })).toEqual(['bik']);
    expect(issuePaths({ ...valid, bik: null, bankAccount: null })).toEqual(['bik']);
    expect(issuePaths({ ...valid, bik: null, bankAccount: null, correspondentAccount: null })).toEqual([]);
  });

  it('explains each refused code or account in Russian', () => {
    const messages = requisitesSchema
      .safeParse({ ...valid, kpp: '1', ogrn: '1', bik: '1', bankAccount: null, correspondentAccount: null })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message]);
    expect(messages).toEqual([
      ['kpp', 'custom', 'неверный КПП: 9 символов, 5-й и 6-й могут быть буквами'],
      ['ogrn', 'custom', 'неверный ОГРН: проверьте количество цифр (13 или 15) и контрольную цифру'],
      ['bik', 'custom', 'неверный БИК: 9 цифр, начинается с 04'],
    ]);
    expect(
      requisitesSchema
        .safeParse({ ...valid, bik: '044525593' })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message]),
    ).toEqual([
      ['bankAccount', 'custom', 'неверный расчётный счёт: 20 цифр, контрольная сумма с БИК не сходится'],
      [
        'correspondentAccount',
        'custom',
        'неверный корреспондентский счёт: 20 цифр с 301, контрольная сумма с БИК не сходится',
      ],
    ]);
    expect(
      requisitesSchema
        .safeParse({ ...valid, bik: null })
        .error?.issues.map((issue) => [issue.code, issue.message]),
    ).toEqual([['custom', 'укажите БИК банка для проверки счетов']]);
  });

  it('trims every text and code, and limits the texts', () => {
    const parsed = requisitesSchema.parse({
      ...valid,
      name: ' ООО ',
      kpp: ' 501201001 ',
      bankName: ' Сбербанк ',
    });
    expect(parsed).toMatchObject({ name: 'ООО', kpp: '501201001', bankName: 'Сбербанк' });
    expect(
      issuePaths({
        ...valid,
        name: 'я'.repeat(256),
        bankName: 'я'.repeat(256),
        legalAddress: 'я'.repeat(501),
      }),
    ).toEqual(['name', 'legalAddress', 'bankName']);
    expect(
      issuePaths({
        ...valid,
        name: 'я'.repeat(255),
        bankName: 'я'.repeat(255),
        legalAddress: 'я'.repeat(500),
      }),
    ).toEqual([]);
  });
});
