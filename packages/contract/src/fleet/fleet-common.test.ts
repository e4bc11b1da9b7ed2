import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  customerFleetListQuerySchema,
  DATE_MESSAGE,
  dateSchema,
  FLEET_MESSAGES,
  fleetListQuerySchema,
  fleetStatusSchema,
  isDay,
  reasonBodySchema,
  referenceIdSchema,
  todayIso,
} from './fleet-common.schemas';
import {
  BODY_TYPES,
  CONTAINER_TYPES,
  CONTAINERS_PER_KIND,
  findReference,
  LICENCE_CATEGORIES,
  LOADING_TYPES,
  OWNERSHIP_LABELS,
  OWNERSHIPS,
  PASSPORT_TYPE,
  PASSPORT_TYPES,
  ROUTE_KIND_LABELS,
  ROUTE_KINDS,
  VEHICLE_KIND_LABELS,
  VEHICLE_KINDS,
  VEHICLE_MODELS,
} from './fleet-references';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dateSchema', () => {
  it.each(['2026-05-01', ' 2026-05-01 ', '1900-01-01', '2100-12-31', '2024-02-29'])('takes %j', (value) => {
    expect(dateSchema.parse(value)).toBe(value.trim());
  });

  it.each([
    ['1899-12-31', 'не раньше 01.01.1900', 'date_too_early'],
    ['1800-01-01', 'не раньше 01.01.1900', 'date_too_early'],
    ['2101-01-01', 'не позже 31.12.2100', 'date_too_late'],
  ])('tells a well-written %j out of range by its range', (value, message, code) => {
    const result = dateSchema.safeParse(value);
    expect(messageOf(result)).toBe(message);
    expect(result.error?.issues[0]).toMatchObject({ params: { code } });
    expect(isDay(value)).toBe(false);
  });

  it.each([
    ['2026-02-29', 'not a leap year'],
    ['2026-04-31', 'no 31st in April'],
    ['2026-13-01', 'no 13th month'],
    ['2026-00-10', 'no month 0'],
    ['2026-05-00', 'no day 0'],
    ['2026-5-01', 'a one-digit month'],
    ['2026-05-01x', 'trailing text'],
    ['x2026-05-01', 'leading text'],
    ['01.05.2026', 'the Russian format'],
  ])('refuses %j (%s) with a Russian message', (value) => {
    const result = dateSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe(DATE_MESSAGE);
  });

  it('asks for ГГГГ-ММ-ДД', () => {
    expect(DATE_MESSAGE).toBe('укажите дату в формате ГГГГ-ММ-ДД');
  });
});

describe('todayIso', () => {
  it('takes the UTC day', () => {
    expect(todayIso(new Date('2026-05-01T23:30:00Z'))).toBe('2026-05-01');
    expect(todayIso(new Date('2026-05-02T00:10:00+03:00'))).toBe('2026-05-01');
  });

  it('defaults to now', () => {
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('referenceIdSchema', () => {
  const schema = referenceIdSchema(BODY_TYPES);

  it('takes an id of the list', () => {
    expect(schema.parse(1)).toBe(1);
    expect(schema.parse(6)).toBe(6);
  });

  // «Модель», «Типы загрузки»: one wording that agrees with a field of any gender and number.
  it.each([0, 7, 1.5])('refuses %j as «нет в справочнике»', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('нет в справочнике');
  });
});

describe('reasonBodySchema', () => {
  it('takes a trimmed reason of 1 to 2000 characters', () => {
    expect(reasonBodySchema.parse({ reason: ' нет ' })).toEqual({ reason: 'нет' });
    expect(reasonBodySchema.safeParse({ reason: 'я'.repeat(2000) }).success).toBe(true);
    expect(reasonBodySchema.safeParse({ reason: 'я'.repeat(2001) }).success).toBe(false);
    expect(reasonBodySchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(reasonBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('fleet list queries', () => {
  it('take a status from 0 to 3 and a query of up to 255 characters', () => {
    expect(fleetListQuerySchema.parse({ status: '0' }).status).toBe(0);
    expect(fleetListQuerySchema.parse({ status: '3' }).status).toBe(3);
    expect(fleetListQuerySchema.safeParse({ status: '4' }).success).toBe(false);
    expect(fleetListQuerySchema.parse({ query: ' ка ' }).query).toBe('ка');
    expect(fleetListQuerySchema.safeParse({ query: 'я'.repeat(255) }).success).toBe(true);
    expect(fleetListQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
    expect(fleetListQuerySchema.parse({})).toMatchObject({ page: 1 });
  });

  it('let the customer filter by one carrier', () => {
    expect(customerFleetListQuerySchema.parse({ contractorId: '5', status: '1' })).toMatchObject({
      contractorId: 5,
      status: 1,
    });
    expect(customerFleetListQuerySchema.safeParse({ contractorId: '0' }).success).toBe(false);
  });
});

describe('fleetStatusSchema', () => {
  it('takes 0 to 3', () => {
    for (const status of [0, 1, 2, 3]) expect(fleetStatusSchema.parse(status)).toBe(status);
    expect(fleetStatusSchema.safeParse(4).success).toBe(false);
  });
});

describe('FLEET_MESSAGES', () => {
  it('are Russian and name the state', () => {
    expectRussianMessages(FLEET_MESSAGES, ['Новый']);
    expect(FLEET_MESSAGES.wrongState('Новый')).toBe('Действие недоступно в статусе «Новый»');
    expect(FLEET_MESSAGES.notInFuture).toBe('не может быть в будущем');
    expect(FLEET_MESSAGES.beforeBirth).toBe('не может быть раньше даты рождения');
    expect(FLEET_MESSAGES.dateToBeforeFrom).toBe('не может быть раньше даты «с»');
    expect(FLEET_MESSAGES.notFoundReference).toBe('не найден');
    expect(FLEET_MESSAGES.notEditable('На проверке', 'ТС проверяет заказчик')).toBe(
      'Изменение недоступно в статусе «На проверке»: ТС проверяет заказчик',
    );
  });
});

describe('reference lists', () => {
  it('have unique ids and Russian or model names', () => {
    for (const list of [PASSPORT_TYPES, VEHICLE_MODELS, BODY_TYPES, LOADING_TYPES, CONTAINER_TYPES]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
      for (const item of list) expect(item.name.length).toBeGreaterThan(2);
    }
  });

  it('number the passports russian 1 and foreign 2', () => {
    expect(PASSPORT_TYPE).toEqual({ russian: 1, foreign: 2 });
    expect(PASSPORT_TYPES.map((item) => item.id)).toEqual([1, 2]);
    expect(PASSPORT_TYPES[0]?.name).toBe('Паспорт гражданина РФ');
    expect(PASSPORT_TYPES[1]?.name).toBe('Паспорт иностранного гражданина');
  });

  it('keep the models with their kinds, capacities and volumes', () => {
    expect(VEHICLE_MODELS.map((model) => [model.id, model.kind])).toEqual([
      [1, 'truck'],
      [2, 'truck'],
      [3, 'truck'],
      [4, 'truck'],
      [5, 'truck'],
      [6, 'trailer'],
      [7, 'trailer'],
      [8, 'trailer'],
    ]);
    expect(findReference(VEHICLE_MODELS, 2)).toMatchObject({
      name: 'КАМАЗ 65117',
      loadCapacity: 14,
      bodyVolume: 45,
    });
    expect(findReference(VEHICLE_MODELS, 7)).toMatchObject({ loadCapacity: 24, bodyVolume: 92 });
  });

  it('find an item by id and nothing for an unknown id', () => {
    expect(findReference(BODY_TYPES, 4)?.name).toBe('Контейнеровоз');
    expect(findReference(BODY_TYPES, 99)).toBeUndefined();
  });

  it('keep the ids of body, loading and container types', () => {
    expect(BODY_TYPES.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(LOADING_TYPES.map((item) => item.name)).toEqual(['Задняя', 'Боковая', 'Верхняя']);
    expect(CONTAINER_TYPES.map((item) => [item.id, item.volume])).toEqual([
      [1, 33],
      [2, 67],
      [3, 76],
      [4, 28],
      [5, 67],
    ]);
  });

  it('list the kinds, routes, categories and ownerships with Russian labels', () => {
    expect(VEHICLE_KINDS).toEqual(['truck', 'trailer']);
    expect(VEHICLE_KIND_LABELS).toEqual({ truck: 'Тягач / грузовик', trailer: 'Прицеп' });
    expect(ROUTE_KINDS).toEqual(['auto', 'container', 'cargoFlow']);
    expect(ROUTE_KIND_LABELS).toEqual({
      auto: 'Авто',
      container: 'Контейнер (ж/д)',
      cargoFlow: 'Грузопоток',
    });
    expect(LICENCE_CATEGORIES).toEqual(['B', 'C', 'C1', 'CE', 'C1E', 'D', 'DE']);
    expect(OWNERSHIPS).toEqual(['own', 'leased']);
    expect(OWNERSHIP_LABELS).toEqual({ own: 'Собственное', leased: 'Аренда / лизинг' });
  });

  it('let a truck carry one container and a trailer two', () => {
    expect(CONTAINERS_PER_KIND).toEqual({ truck: 1, trailer: 2 });
  });
});
