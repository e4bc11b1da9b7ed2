import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  VEHICLE_MESSAGES,
  VEHICLE_YEAR_MIN,
  type VehicleBody,
  vehicleBodySchema,
  vehicleEditRefusal,
  vehicleParamsSchema,
} from './vehicles.schemas';

const truck: VehicleBody = {
  kind: 'truck',
  model: 2,
  plateNumber: 'а123вс 77',
  vin: 'xtc65117r91234567',
  year: 2020,
  bodyType: 1,
  ownership: 'own',
};
const trailer: VehicleBody = { ...truck, kind: 'trailer', model: 7, plateNumber: 'АВ1234 77' };

const issues = (body: Record<string, unknown>) => {
  const result = vehicleBodySchema.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
};

describe('vehicleBodySchema', () => {
  it('takes a truck, storing the plate in Cyrillic without spaces and the VIN in upper case', () => {
    expect(vehicleBodySchema.parse(truck)).toEqual({
      ...truck,
      plateNumber: 'А123ВС77',
      vin: 'XTC65117R91234567',
      loadingTypes: [],
      leaseDocument: null,
      registrationScan: null,
      leaseScan: null,
    });
  });

  it('takes a trailer', () => {
    expect(issues(trailer)).toEqual([]);
    expect(vehicleBodySchema.parse(trailer).plateNumber).toBe('АВ123477');
  });

  it('refuses a model of the other kind', () => {
    expect(issues({ ...truck, model: 7 })).toEqual([['model', 'модель другого вида ТС']]);
    expect(issues({ ...trailer, model: 2 })).toEqual([['model', 'модель другого вида ТС']]);
    expect(issues({ ...truck, model: 99 })).toEqual([['model', 'нет в справочнике']]);
  });

  it('checks the plate against the kind with a message for each', () => {
    expect(issues({ ...truck, plateNumber: 'АВ1234 77' })).toEqual([
      ['plateNumber', 'госномер в формате А123ВС77 (буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х)'],
    ]);
    expect(issues({ ...trailer, plateNumber: 'А123ВС77' })).toEqual([
      ['plateNumber', 'госномер прицепа в формате АВ1234 77'],
    ]);
    expect(issues({ ...truck, plateNumber: '' })[0]?.[0]).toBe('plateNumber');
    expect(issues({ ...truck, plateNumber: `А123ВС77${' '.repeat(3)}` })).toEqual([]);
    expect(issues({ ...truck, plateNumber: `А123ВС77${'-'.repeat(13)}` })[0]?.[0]).toBe('plateNumber');
  });

  it('checks the VIN after trimming', () => {
    expect(issues({ ...truck, vin: ' XTC65117R91234567 ' })).toEqual([]);
    expect(issues({ ...truck, vin: 'XTC65117R9123456O' })).toEqual([
      ['vin', '17 символов, латинские буквы (кроме I, O, Q) и цифры'],
    ]);
  });

  it('takes a year from 1980 to next year', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(VEHICLE_YEAR_MIN).toBe(1980);
    expect(issues({ ...truck, year: 1980 })).toEqual([]);
    expect(issues({ ...truck, year: 1979 })[0]?.[0]).toBe('year');
    expect(issues({ ...truck, year: next })).toEqual([]);
    expect(issues({ ...truck, year: next + 1 })).toEqual([['year', 'не может быть в будущем']]);
    expect(issues({ ...truck, year: 2020.5 })[0]?.[0]).toBe('year');
  });

  it('needs a lease document for a leased vehicle only', () => {
    expect(issues({ ...truck, ownership: 'leased' })).toEqual([
      ['leaseDocument', 'укажите договор аренды или лизинга'],
    ]);
    expect(issues({ ...truck, ownership: 'leased', leaseDocument: ' ' })).toEqual([
      ['leaseDocument', 'укажите договор аренды или лизинга'],
    ]);
    expect(issues({ ...truck, ownership: 'leased', leaseDocument: 'Договор № 5' })).toEqual([]);
    expect(issues({ ...truck, ownership: 'rented' })[0]?.[0]).toBe('ownership');
    expect(issues({ ...truck, leaseDocument: 'я'.repeat(501) })[0]?.[0]).toBe('leaseDocument');
  });

  it('takes known loading types, at most all three', () => {
    expect(issues({ ...truck, loadingTypes: [1, 2, 3] })).toEqual([]);
    expect(issues({ ...truck, loadingTypes: [4] })).toEqual([['loadingTypes.0', 'нет в справочнике']]);
    expect(issues({ ...truck, loadingTypes: [1, 2, 3, 1] })[0]?.[0]).toBe('loadingTypes');
    expect(issues({ ...truck, bodyType: 7 })).toEqual([['bodyType', 'нет в справочнике']]);
  });

  it('refuses a loading type named twice', () => {
    expect(issues({ ...truck, loadingTypes: [1, 1, 1] })).toEqual([
      ['loadingTypes', 'значения не должны повторяться'],
    ]);
  });

  it('requires every field but the loading types and the lease document', () => {
    for (const field of Object.keys(truck)) {
      const { [field]: _, ...rest } = truck as Record<string, unknown>;
      expect(issues(rest).map(([path]) => path)).toContain(field);
    }
  });
});

describe('vehicle params and messages', () => {
  it('read the ids from the path', () => {
    expect(vehicleParamsSchema.parse({ contractorId: '1', vehicleId: '2' })).toEqual({
      contractorId: 1,
      vehicleId: 2,
    });
    expect(vehicleParamsSchema.safeParse({ contractorId: '1', vehicleId: 'x' }).success).toBe(false);
  });

  it('are Russian', () => {
    const { inUse: _countedUses, ...named } = VEHICLE_MESSAGES;
    expectRussianMessages(named);
    expect(VEHICLE_MESSAGES.plateTaken).toBe('ТС с таким госномером уже есть');
  });

  it('name the flights that keep a vehicle from being deleted', () => {
    expect(VEHICLE_MESSAGES.inUse({ flights: 2 })).toBe('ТС назначено на 2\u00a0рейса');
    expect(VEHICLE_MESSAGES.inUse({ flights: 11 })).toBe('ТС назначено на 11\u00a0рейсов');
  });
});

describe('vehicleEditRefusal', () => {
  it('lets only a new vehicle change, and names the state of any other', () => {
    expect(vehicleEditRefusal(0)).toBeNull();
    expect(vehicleEditRefusal(1)).toBe('Изменение недоступно в статусе «На проверке»: ТС проверяет заказчик');
    for (const [status, label] of [
      [2, 'Проверен'],
      [3, 'Отклонён'],
    ] as const)
      expect(vehicleEditRefusal(status)).toBe(
        `Изменение недоступно в статусе «${label}»: изменить ТС можно, когда заказчик вернёт его на доработку`,
      );
  });
});
