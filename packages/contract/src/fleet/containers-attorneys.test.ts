import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  ATTORNEY_DEFAULT_POWERS,
  ATTORNEY_MESSAGES,
  type AttorneyBody,
  attorneyBodySchema,
  attorneysQuerySchema,
  customerAttorneysQuerySchema,
} from './attorneys.schemas';
import { CONTAINER_MESSAGES, containerBodySchema, containersQuerySchema } from './containers.schemas';

const pathsAndMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('containerBodySchema', () => {
  it('stores the number in upper case without spaces', () => {
    expect(containerBodySchema.parse({ number: ' csqu 305438 3 ', containerType: 1 })).toEqual({
      number: 'CSQU3054383',
      containerType: 1,
    });
  });

  it('refuses a wrong check digit with the ISO 6346 message', () => {
    expect(
      pathsAndMessages(containerBodySchema.safeParse({ number: 'CSQU3054384', containerType: 1 })),
    ).toEqual([['number', 'номер контейнера по ISO 6346: 4 буквы, 7 цифр, контрольная цифра сходится']]);
  });

  it('takes a known type and a volume above 0 up to 200', () => {
    const base = { number: 'CSQU3054383', containerType: 5 };
    expect(containerBodySchema.safeParse({ ...base, containerType: 6 }).success).toBe(false);
    expect(containerBodySchema.safeParse({ ...base, volume: 200 }).success).toBe(true);
    expect(containerBodySchema.safeParse({ ...base, volume: 200.5 }).success).toBe(false);
    const zero = containerBodySchema.safeParse({ ...base, volume: 0 });
    expect(zero.error?.issues[0]?.message).toBe('должно быть больше нуля');
    expect(containerBodySchema.safeParse({ ...base, volume: null }).success).toBe(true);
  });

  it('filters by a query of up to 255 characters', () => {
    expect(containersQuerySchema.parse({ query: ' CSQU ' }).query).toBe('CSQU');
    expect(containersQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });

  it('has Russian messages', () => {
    const { inUse: _countedUses, ...named } = CONTAINER_MESSAGES;
    expectRussianMessages(named);
    expect(CONTAINER_MESSAGES.numberTaken).toBe('Контейнер с таким номером уже есть');
  });

  it('names the flights that keep a container from being deleted', () => {
    expect(CONTAINER_MESSAGES.inUse({ flights: 1 })).toBe('Контейнер назначен на 1\u00a0рейс');
    expect(CONTAINER_MESSAGES.inUse({ flights: 22 })).toBe('Контейнер назначен на 22\u00a0рейса');
  });
});

const attorney: AttorneyBody = {
  number: ' 15/2026 ',
  date: '2026-05-01',
  dateFrom: '2026-05-01',
  dateTo: '2026-05-01',
  driver: 3,
  signer: 'Петров П. П.',
  issuerInn: '7707083893',
  issuerOgrn: '1027700132195',
  powers: ATTORNEY_DEFAULT_POWERS,
};
const attorneyIssues = (body: Record<string, unknown>) =>
  pathsAndMessages(attorneyBodySchema.safeParse(body));

describe('attorneyBodySchema', () => {
  it('takes an attorney valid for one day', () => {
    expect(attorneyIssues(attorney)).toEqual([]);
    expect(attorneyBodySchema.parse(attorney)).toMatchObject({ number: '15/2026', signerPosition: null });
  });

  it('refuses dateTo before dateFrom', () => {
    expect(attorneyIssues({ ...attorney, dateTo: '2026-04-30' })).toEqual([
      ['dateTo', 'не может быть раньше даты «с»'],
    ]);
  });

  it('refuses dateFrom before the attorney date', () => {
    expect(attorneyIssues({ ...attorney, date: '2026-05-02', dateTo: '2026-05-03' })).toEqual([
      ['dateFrom', 'не может быть раньше даты доверенности'],
    ]);
  });

  it('bounds the texts', () => {
    expect(attorneyIssues({ ...attorney, number: ' ' })[0]?.[0]).toBe('number');
    expect(attorneyIssues({ ...attorney, number: '1'.repeat(64) })).toEqual([]);
    expect(attorneyIssues({ ...attorney, number: '1'.repeat(65) })[0]?.[0]).toBe('number');
    expect(attorneyIssues({ ...attorney, signer: '' })[0]?.[0]).toBe('signer');
    expect(attorneyIssues({ ...attorney, signer: 'я'.repeat(255) })).toEqual([]);
    expect(attorneyIssues({ ...attorney, signer: 'я'.repeat(256) })[0]?.[0]).toBe('signer');
    expect(attorneyIssues({ ...attorney, signerPosition: 'я'.repeat(256) })[0]?.[0]).toBe('signerPosition');
    expect(attorneyIssues({ ...attorney, powers: '' })[0]?.[0]).toBe('powers');
    expect(attorneyIssues({ ...attorney, powers: 'я'.repeat(2000) })).toEqual([]);
    expect(attorneyIssues({ ...attorney, powers: 'я'.repeat(2001) })[0]?.[0]).toBe('powers');
    expect(attorneyIssues({ ...attorney, issuerInn: '7707083894' })[0]?.[0]).toBe('issuerInn');
    expect(attorneyIssues({ ...attorney, issuerOgrn: '1' })[0]?.[0]).toBe('issuerOgrn');
    expect(attorneyIssues({ ...attorney, driver: 0 })[0]?.[0]).toBe('driver');
  });

  it('requires every field but the signer position and the OGRN', () => {
    for (const field of Object.keys(attorney).filter((key) => key !== 'issuerOgrn')) {
      const { [field]: _, ...rest } = attorney as Record<string, unknown>;
      expect(attorneyIssues(rest).map(([path]) => path)).toContain(field);
    }
  });

  it('offers the default powers of a driver', () => {
    expect(ATTORNEY_DEFAULT_POWERS).toBe(
      'Получение и сдача грузов, подписание транспортных накладных и сопроводительных документов',
    );
  });
});

describe('attorney queries and messages', () => {
  it('filter by text, driver and, for the customer, carrier', () => {
    expect(attorneysQuerySchema.parse({ query: ' 15 ', driver: '3' })).toMatchObject({
      query: '15',
      driver: 3,
    });
    expect(attorneysQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
    expect(customerAttorneysQuerySchema.parse({ contractorId: '4' })).toMatchObject({ contractorId: 4 });
  });

  it('are Russian', () => {
    expectRussianMessages(ATTORNEY_MESSAGES);
    expect(ATTORNEY_MESSAGES.cancelledNotEdited).toBe('Отозванную доверенность нельзя изменить');
  });
});
