import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import { DRIVER_DRAFT_MESSAGES, driverDraftSchema, driverDraftsQuerySchema } from './driver-drafts.schemas';
import {
  DRIVER_CONFIRMATIONS,
  DRIVER_MESSAGES,
  type DriverBody,
  driverBodySchema,
  driverEditRefusal,
  driverParamsSchema,
  expressCheckBodySchema,
  internationalPhoneSchema,
} from './drivers.schemas';
import { todayIso } from './fleet-common.schemas';

const valid: DriverBody = {
  fullname: 'Иванов Иван Иванович',
  birthDate: '1985-03-10',
  passportType: 1,
  passportSeries: '45 10',
  passportNumber: '123456',
  passportIssuedBy: 'ОВД района Арбат',
  passportIssueDate: '2005-04-01',
  phone: '+7 912 345-67-89',
  licenceNumber: '99 12 345678',
  licenceDate: '2010-06-01',
  licenceCategories: ['C', 'CE'],
  routeKinds: ['auto'],
};

const issues = (body: Record<string, unknown>) => {
  const result = driverBodySchema.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
};

describe('driverBodySchema', () => {
  it('takes a valid driver, trimming and dropping the spaces of the series and the licence', () => {
    expect(issues(valid)).toEqual([]);
    const values = driverBodySchema.parse({ ...valid, fullname: ' Иванов ' });
    expect(values.fullname).toBe('Иванов');
    expect(values.passportSeries).toBe('4510');
    expect(values.licenceNumber).toBe('9912345678');
  });

  it('checks the series and number of a Russian passport', () => {
    expect(issues({ ...valid, passportSeries: '451' })).toEqual([
      ['passportSeries', 'серия паспорта РФ: 4 цифры'],
    ]);
    expect(issues({ ...valid, passportNumber: '12345' })).toEqual([
      ['passportNumber', 'номер паспорта РФ: 6 цифр'],
    ]);
  });

  it('lets a foreign passport go without a series and with any number', () => {
    const foreign = { ...valid, passportType: 2, passportSeries: undefined, passportNumber: 'AB1234567' };
    expect(issues(foreign)).toEqual([]);
    expect(driverBodySchema.parse(foreign).passportSeries).toBe('');
  });

  it('refuses an unknown passport type', () => {
    expect(issues({ ...valid, passportType: 3 })).toEqual([['passportType', 'нет в справочнике']]);
  });

  it.each(['birthDate', 'passportIssueDate', 'licenceDate'])('refuses %s in the future', (field) => {
    expect(issues({ ...valid, [field]: '2099-01-01' })).toContainEqual([field, 'не может быть в будущем']);
  });

  it('accepts documents dated today', () => {
    const today = todayIso();
    expect(issues({ ...valid, passportIssueDate: today, licenceDate: today })).toEqual([]);
  });

  it.each(['passportIssueDate', 'licenceDate'])('refuses %s on or before the birth date', (field) => {
    expect(issues({ ...valid, [field]: valid.birthDate })).toEqual([
      [field, 'не может быть раньше даты рождения'],
    ]);
    expect(issues({ ...valid, [field]: '1980-01-01' })).toEqual([
      [field, 'не может быть раньше даты рождения'],
    ]);
    expect(issues({ ...valid, [field]: '1985-03-11' })).toEqual([]);
  });

  it('asks for a licence of 10 digits', () => {
    expect(issues({ ...valid, licenceNumber: '991234567' })).toEqual([
      ['licenceNumber', 'номер водительского удостоверения: 10 цифр'],
    ]);
  });

  it('bounds the text fields', () => {
    expect(issues({ ...valid, fullname: ' ' })[0]?.[0]).toBe('fullname');
    expect(issues({ ...valid, fullname: 'я'.repeat(255) })).toEqual([]);
    expect(issues({ ...valid, fullname: 'я'.repeat(256) })[0]?.[0]).toBe('fullname');
    expect(issues({ ...valid, passportType: 2, passportSeries: '1'.repeat(10) })).toEqual([]);
    expect(issues({ ...valid, passportType: 2, passportSeries: '1'.repeat(11) })[0]?.[0]).toBe(
      'passportSeries',
    );
    expect(issues({ ...valid, passportType: 2, passportNumber: '' })[0]?.[0]).toBe('passportNumber');
    expect(issues({ ...valid, passportType: 2, passportNumber: '1'.repeat(20) })).toEqual([]);
    expect(issues({ ...valid, passportType: 2, passportNumber: '1'.repeat(21) })[0]?.[0]).toBe(
      'passportNumber',
    );
    expect(issues({ ...valid, passportIssuedBy: '' })[0]?.[0]).toBe('passportIssuedBy');
    expect(issues({ ...valid, passportIssuedBy: 'я'.repeat(500) })).toEqual([]);
    expect(issues({ ...valid, passportIssuedBy: 'я'.repeat(501) })[0]?.[0]).toBe('passportIssuedBy');
  });

  it('trims the passport series and number before checking them', () => {
    expect(issues({ ...valid, passportSeries: ' 4510 ', passportNumber: ' 123456 ' })).toEqual([]);
  });

  it('needs at least one licence category and one route kind, each known', () => {
    expect(issues({ ...valid, licenceCategories: [] })[0]?.[0]).toBe('licenceCategories');
    expect(issues({ ...valid, licenceCategories: ['A'] })[0]?.[0]).toBe('licenceCategories.0');
    expect(issues({ ...valid, licenceCategories: ['B', 'C', 'C1', 'CE', 'C1E', 'D', 'DE'] })).toEqual([]);
    expect(
      issues({ ...valid, licenceCategories: ['B', 'C', 'C1', 'CE', 'C1E', 'D', 'DE', 'B'] })[0]?.[0],
    ).toBe('licenceCategories');
    expect(issues({ ...valid, routeKinds: [] })[0]?.[0]).toBe('routeKinds');
    expect(issues({ ...valid, routeKinds: ['auto', 'container', 'cargoFlow'] })).toEqual([]);
    expect(issues({ ...valid, routeKinds: ['auto', 'container', 'cargoFlow', 'auto'] })[0]?.[0]).toBe(
      'routeKinds',
    );
  });

  it('refuses a licence category or a route kind named twice', () => {
    expect(issues({ ...valid, licenceCategories: ['C', 'C', 'C'] })).toEqual([
      ['licenceCategories', 'значения не должны повторяться'],
    ]);
    expect(issues({ ...valid, routeKinds: ['auto', 'auto'] })).toEqual([
      ['routeKinds', 'значения не должны повторяться'],
    ]);
  });

  it('requires every field but the series', () => {
    for (const field of Object.keys(valid).filter((key) => key !== 'passportSeries')) {
      const { [field]: _, ...rest } = valid as Record<string, unknown>;
      expect(issues(rest).map(([path]) => path)).toContain(field);
    }
  });
});

describe('internationalPhoneSchema', () => {
  it.each(['+7 912 345-67-89', '+79123456789', '+375 (29) 123-45-67', ' +7 912 345 67 89 '])(
    'takes %j',
    (value) => {
      expect(internationalPhoneSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['8 912 345-67-89', '+7 912', '+7912345678901234567890', '+7 912 345-67-89x', '+a9123456789'])(
    'refuses %j with a Russian hint',
    (value) => {
      const result = internationalPhoneSchema.safeParse(value);
      expect(result.error?.issues[0]?.message).toBe(
        'укажите номер с кодом страны, например +7 912 345-67-89',
      );
    },
  );

  it('takes 10 to 20 characters after the plus', () => {
    expect(internationalPhoneSchema.safeParse(`+${'1'.repeat(10)}`).success).toBe(true);
    expect(internationalPhoneSchema.safeParse(`+${'1'.repeat(9)}`).success).toBe(false);
    expect(internationalPhoneSchema.safeParse(`+${'1'.repeat(20)}`).success).toBe(true);
    expect(internationalPhoneSchema.safeParse(`+${'1'.repeat(21)}`).success).toBe(false);
  });
});

describe('driver params and express check', () => {
  it('read the ids from the path', () => {
    expect(driverParamsSchema.parse({ contractorId: '3', driverId: '7' })).toEqual({
      contractorId: 3,
      driverId: 7,
    });
    expect(driverParamsSchema.safeParse({ contractorId: '3' }).success).toBe(false);
    expect(expressCheckBodySchema.safeParse({ contractor: 1, enabled: true }).success).toBe(true);
    expect(expressCheckBodySchema.safeParse({ contractor: 0, enabled: true }).success).toBe(false);
  });
});

describe('driver drafts', () => {
  it('filter by a status from 0 to 2', () => {
    expect(driverDraftsQuerySchema.parse({ status: '0' }).status).toBe(0);
    expect(driverDraftsQuerySchema.parse({ status: '2' }).status).toBe(2);
    expect(driverDraftsQuerySchema.safeParse({ status: '3' }).success).toBe(false);
  });

  it('take the statuses 0 to 2 only', () => {
    const draft = {
      id: 1,
      status: 2,
      driver: { id: 1, fullname: 'Иванов' },
      contractor: { id: 1, name: 'ООО «Ромашка»' },
      changes: [{ field: 'phone', label: 'Телефон', current: '+7 1', proposed: '+7 2' }],
      createdAt: '2026-05-01T10:00:00Z',
      decidedAt: null,
      declineReason: null,
    };
    expect(driverDraftSchema.safeParse(draft).success).toBe(true);
    expect(driverDraftSchema.safeParse({ ...draft, status: 3 }).success).toBe(false);
  });
});

describe('driver messages', () => {
  it('are Russian', () => {
    const { inUse: _countedUses, ...named } = DRIVER_MESSAGES;
    expectRussianMessages(named);
    expectRussianMessages(DRIVER_CONFIRMATIONS);
    expectRussianMessages(DRIVER_DRAFT_MESSAGES);
    expect(DRIVER_MESSAGES.notFound).toBe('Водитель не найден');
    expect(DRIVER_CONFIRMATIONS.delete).toBe('Вы уверены что хотите удалить водителя?');
    expect(DRIVER_DRAFT_MESSAGES.decided).toBe('Решение по изменениям уже принято');
  });

  it('name the flights and the powers of attorney that keep a driver from being deleted', () => {
    expect(DRIVER_MESSAGES.inUse({ flights: 2, attorneys: 1 })).toBe(
      'Водитель назначен на 2\u00a0рейса и указан в 1\u00a0доверенности',
    );
    expect(DRIVER_MESSAGES.inUse({ flights: 1, attorneys: 0 })).toBe('Водитель назначен на 1\u00a0рейс');
    expect(DRIVER_MESSAGES.inUse({ flights: 0, attorneys: 5 })).toBe(
      'Водитель указан в 5\u00a0доверенностях',
    );
  });
});

describe('driverEditRefusal', () => {
  it('lets a new driver change in place and a verified one through a draft, and names the state otherwise', () => {
    expect(driverEditRefusal(0)).toBeNull();
    expect(driverEditRefusal(2)).toBeNull();
    expect(driverEditRefusal(1)).toBe(
      'Изменение недоступно в статусе «На проверке»: водителя проверяет заказчик',
    );
    expect(driverEditRefusal(3)).toBe(
      'Изменение недоступно в статусе «Отклонён»: сначала восстановите водителя',
    );
  });
});
