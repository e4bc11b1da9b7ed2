import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  TRANSPORTATION_NAME_CONFIRMATIONS,
  TRANSPORTATION_NAME_MAX,
  TRANSPORTATION_NAME_MESSAGES,
  transportationNameBodySchema,
  transportationNameColorSchema,
  transportationNameCustomerParamsSchema,
  transportationNameListQuerySchema,
  transportationNameParamsSchema,
  transportationNameSchema,
} from './transportation-names.schemas';

// decisions.md «Transportation names»: colours are #rrggbb, stored in lower case.
describe('transportationNameColorSchema', () => {
  it('takes #rrggbb in any case and stores it in lower case', () => {
    expect(transportationNameColorSchema.parse(' #1677FF ')).toBe('#1677ff');
  });

  it('refuses any other colour notation', () => {
    for (const color of ['1677ff', '#16f', '#1677ffa', 'x#1677ff', '#1677fg']) {
      expect(transportationNameColorSchema.safeParse(color).error?.issues[0]?.message, color).toBe(
        'укажите цвет в формате #rrggbb',
      );
    }
  });
});

describe('transportationNameBodySchema', () => {
  it('takes a trimmed name of 1 to 255 characters and a colour', () => {
    expect(transportationNameBodySchema.parse({ name: ' Рефрижератор ', color: '#AABBCC' })).toEqual({
      name: 'Рефрижератор',
      color: '#aabbcc',
    });
    expect(transportationNameBodySchema.safeParse({ name: ' ', color: '#aabbcc' }).success).toBe(false);
    const longest = 'я'.repeat(TRANSPORTATION_NAME_MAX);
    expect(transportationNameBodySchema.safeParse({ name: longest, color: '#aabbcc' }).success).toBe(true);
    expect(transportationNameBodySchema.safeParse({ name: `${longest}я`, color: '#aabbcc' }).success).toBe(
      false,
    );
  });
});

describe('the other transportation name requests and answers', () => {
  it('read the path ids and the trimmed name filter', () => {
    expect(transportationNameCustomerParamsSchema.parse({ customerId: '1' })).toEqual({ customerId: 1 });
    expect(transportationNameParamsSchema.parse({ customerId: '1', transportationNameId: '2' })).toEqual({
      customerId: 1,
      transportationNameId: 2,
    });
    expect(transportationNameListQuerySchema.parse({ name: ' реф ' }).name).toBe('реф');
    expect(
      transportationNameListQuerySchema.safeParse({ name: 'я'.repeat(TRANSPORTATION_NAME_MAX + 1) }).success,
    ).toBe(false);
  });

  it('pass a transportation name through', () => {
    const name = { id: 1, name: 'Рефрижератор', color: '#1677ff' };
    expect(transportationNameSchema.parse(name)).toEqual(name);
  });

  it('speak Russian, naming the transportation', () => {
    const { inUse: _countedUses, ...named } = TRANSPORTATION_NAME_MESSAGES;
    expectRussianMessages(named);
    expectRussianMessages(TRANSPORTATION_NAME_CONFIRMATIONS);
  });

  it('name every use of a kind of cargo with its count when it cannot be deleted', () => {
    const { inUse } = TRANSPORTATION_NAME_MESSAGES;
    expect(inUse({ flights: 12, tenderLots: 0 })).toBe(
      'Наименование перевозки используется в 12\u00a0рейсах',
    );
    expect(inUse({ flights: 1, tenderLots: 0 })).toBe('Наименование перевозки используется в 1\u00a0рейсе');
    expect(inUse({ flights: 3, tenderLots: 1 })).toBe(
      'Наименование перевозки используется в 3\u00a0рейсах и в 1\u00a0лоте тендера',
    );
    expect(inUse({ flights: 0, tenderLots: 2 })).toBe(
      'Наименование перевозки используется в 2\u00a0лотах тендеров',
    );
  });
});
