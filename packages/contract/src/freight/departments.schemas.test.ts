import { describe, expect, it } from 'vitest';
import { LOOKUP_LIST_LIMIT } from '../constants';
import {
  departmentRefSchema,
  departmentSchema,
  organizationRefSchema,
  organizationSchema,
  referenceLookupQuerySchema,
} from './departments.schemas';

describe('reference lookup query', () => {
  it('answers at most the lookup limit by default', () => {
    expect(referenceLookupQuerySchema.parse({})).toEqual({ limit: LOOKUP_LIST_LIMIT });
    expect(LOOKUP_LIST_LIMIT).toBe(100);
  });

  it('takes a limit from 1 to the lookup limit', () => {
    expect(referenceLookupQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(referenceLookupQuerySchema.parse({ limit: String(LOOKUP_LIST_LIMIT) }).limit).toBe(
      LOOKUP_LIST_LIMIT,
    );
    expect(referenceLookupQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(referenceLookupQuerySchema.safeParse({ limit: String(LOOKUP_LIST_LIMIT + 1) }).success).toBe(
      false,
    );
  });

  it('trims the search and limits it to 255 characters', () => {
    expect(referenceLookupQuerySchema.parse({ query: ' Екатеринбург ' }).query).toBe('Екатеринбург');
    expect(referenceLookupQuerySchema.safeParse({ query: 'а'.repeat(255) }).success).toBe(true);
    expect(referenceLookupQuerySchema.safeParse({ query: 'а'.repeat(256) }).success).toBe(false);
  });
});

describe('department and organization answers', () => {
  it('keeps every field', () => {
    const department = {
      id: 1,
      code: 'ЕКБ',
      name: 'Екатеринбург',
      city: 'Екатеринбург',
      timezone: 'Asia/Yekaterinburg',
      warehouses: [{ id: 2, name: 'Склад', address: 'ул. Ленина, 1', latitude: 56.8, longitude: 60.6 }],
    };
    expect(departmentSchema.parse(department)).toEqual(department);
    expect(
      departmentRefSchema.parse({ id: 1, name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' }),
    ).toEqual({
      id: 1,
      name: 'Екатеринбург',
      timezone: 'Asia/Yekaterinburg',
    });
    const organization = { id: 3, name: 'ООО «Заказчик»', inn: '6600000000', kpp: null };
    expect(organizationSchema.parse(organization)).toEqual(organization);
    expect(organizationSchema.safeParse({ ...organization, kpp: undefined }).success).toBe(false);
    expect(organizationRefSchema.parse({ id: 3, name: 'ООО' })).toEqual({ id: 3, name: 'ООО' });
  });
});
