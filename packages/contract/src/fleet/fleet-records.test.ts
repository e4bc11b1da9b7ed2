import { describe, expect, it } from 'vitest';
import {
  attorneyBodySchema,
  attorneyParamsSchema,
  attorneySchema,
  customerAttorneyParamsSchema,
} from './attorneys.schemas';
import { containerParamsSchema, containerSchema, containerTypesSchema } from './containers.schemas';
import { driverDraftParamsSchema, driverDraftSchema } from './driver-drafts.schemas';
import {
  customerDriverParamsSchema,
  driverBodySchema,
  driverSchema,
  expressCheckSchema,
  internationalPhoneSchema,
} from './drivers.schemas';
import { customerParamsSchema, dateSchema, referenceListSchema } from './fleet-common.schemas';
import { isValidContainerNumber } from './fleet-validators';
import {
  customerVehicleParamsSchema,
  vehicleBodySchema,
  vehicleModelsSchema,
  vehicleRefSchema,
  vehicleSchema,
} from './vehicles.schemas';

// The records the API answers with, and the path parameters: each needs its fields.

const company = { id: 1, name: 'ООО «Ромашка»' };
const ref = { id: 1, name: 'Тент' };
const stamps = { createdAt: '2026-05-01T10:00:00Z', updatedAt: '2026-05-01T10:00:00Z' };
const model = { id: 2, name: 'КАМАЗ 65117', kind: 'truck', loadCapacity: 14, bodyVolume: 45 };

const records = {
  driver: [
    driverSchema,
    {
      id: 1,
      contractor: company,
      status: 0,
      fullname: 'Иванов',
      birthDate: '1985-03-10',
      passportType: ref,
      passportSeries: '4510',
      passportNumber: '123456',
      passportIssuedBy: 'ОВД',
      passportIssueDate: '2005-04-01',
      phone: '+79123456789',
      licenceNumber: '9912345678',
      licenceDate: '2010-06-01',
      licenceCategories: ['C'],
      routeKinds: ['auto'],
      photo: {
        file: {
          guid: '7d9f2b8e-3c1a-4e5b-9f6d-0a1b2c3d4e5f',
          originalName: 'photo.png',
          mimeType: 'image/png',
        },
      },
      passportScan: null,
      licenceScan: null,
      reason: null,
      hasDraft: false,
      ...stamps,
    },
  ],
  vehicle: [
    vehicleSchema,
    {
      id: 1,
      contractor: company,
      status: 2,
      kind: 'truck',
      model,
      plateNumber: 'А123ВС77',
      vin: 'XTC65117R91234567',
      year: 2020,
      bodyType: ref,
      loadingTypes: [ref],
      ownership: 'own',
      leaseDocument: null,
      registrationScan: null,
      leaseScan: null,
      reason: null,
      ...stamps,
    },
  ],
  attorney: [
    attorneySchema,
    {
      id: 1,
      contractor: company,
      status: 1,
      isExpired: false,
      number: '15',
      date: '2026-05-01',
      dateFrom: '2026-05-01',
      dateTo: '2026-06-01',
      driver: { id: 1, fullname: 'Иванов' },
      signer: 'Петров',
      signerPosition: null,
      issuerInn: '7707083893',
      issuerOgrn: null,
      powers: 'Получение грузов',
      scan: null,
      ...stamps,
    },
  ],
  container: [
    containerSchema,
    {
      id: 1,
      contractor: company,
      number: 'CSQU3054383',
      containerType: { id: 1, name: "20' DC", volume: 33 },
      volume: 33,
      ...stamps,
    },
  ],
  draft: [
    driverDraftSchema,
    {
      id: 1,
      status: 0,
      driver: { id: 1, fullname: 'Иванов' },
      contractor: company,
      changes: [{ field: 'phone', label: 'Телефон', current: '+7 1', proposed: '+7 2' }],
      createdAt: '2026-05-01T10:00:00Z',
      decidedAt: null,
      declineReason: null,
    },
  ],
  vehicleRef: [vehicleRefSchema, { id: 1, plateNumber: 'А123ВС77', kind: 'trailer' }],
  expressCheck: [expressCheckSchema, { contractor: company, enabled: true }],
  vehicleModels: [vehicleModelsSchema, { items: [model] }],
  containerTypes: [containerTypesSchema, { items: [{ id: 1, name: "20' DC", volume: 33 }] }],
  referenceList: [referenceListSchema, { items: [ref] }],
} as const;

describe('API records', () => {
  it.each(Object.entries(records))('%s needs each of its fields', (_, [schema, sample]) => {
    const parse = (value: unknown) =>
      (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(value);
    expect(parse(sample).success).toBe(true);
    for (const field of Object.keys(sample)) {
      const { [field]: _dropped, ...rest } = sample as Record<string, unknown>;
      expect(parse(rest).success, field).toBe(false);
    }
  });

  it.each([
    ['driver', 'contractor', { id: 1 }],
    ['driver', 'contractor', { name: 'x' }],
    ['driver', 'passportType', { id: 1 }],
    ['driver', 'passportType', { name: 'x' }],
    ['draft', 'changes', [{ field: 'phone', label: 'Телефон', current: '' }]],
    ['draft', 'driver', { id: 1 }],
    ['vehicle', 'model', { id: 2, name: 'x', kind: 'truck', loadCapacity: 1 }],
    ['vehicleModels', 'items', [{ id: 2 }]],
    ['containerTypes', 'items', [{ id: 1, name: 'x' }]],
    ['referenceList', 'items', [{ id: 1 }]],
    ['attorney', 'status', 2],
  ] as const)('%s refuses an incomplete %s', (record, field, value) => {
    const [schema, sample] = records[record];
    expect(
      (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse({ ...sample, [field]: value })
        .success,
    ).toBe(false);
  });

  it('takes both attorney statuses', () => {
    const [, sample] = records.attorney;
    expect(attorneySchema.safeParse({ ...sample, status: 0 }).success).toBe(true);
  });
});

describe('path parameters', () => {
  it.each([
    [attorneyParamsSchema, { contractorId: '1', attorneyId: '2' }],
    [customerAttorneyParamsSchema, { customerId: '1', attorneyId: '2' }],
    [containerParamsSchema, { contractorId: '1', containerId: '2' }],
    [driverDraftParamsSchema, { customerId: '1', driverDraftId: '2' }],
    [customerDriverParamsSchema, { customerId: '1', driverId: '2' }],
    [customerVehicleParamsSchema, { customerId: '1', vehicleId: '2' }],
    [customerParamsSchema, { customerId: '1' }],
  ] as const)('%# reads each id and needs it', (schema, params) => {
    const parsed = (schema as { parse: (v: unknown) => Record<string, number> }).parse(params);
    expect(Object.values(parsed)).toEqual(Object.values(params).map(Number));
    for (const key of Object.keys(params)) {
      const { [key]: _, ...rest } = params as Record<string, string>;
      expect(
        (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(rest).success,
        key,
      ).toBe(false);
    }
  });
});

const issueOf = (result: { error?: { issues: { code: string; path: PropertyKey[] }[] } }, path: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === path);

describe('the cross-field checks', () => {
  const driver = {
    fullname: 'Иванов',
    birthDate: '1985-03-10',
    passportType: 1,
    passportSeries: '4510',
    passportNumber: '123456',
    passportIssuedBy: 'ОВД',
    passportIssueDate: '2005-04-01',
    phone: '+79123456789',
    licenceNumber: '9912345678',
    licenceDate: '2010-06-01',
    licenceCategories: ['C'],
    routeKinds: ['auto'],
  };
  const vehicle = {
    kind: 'truck',
    model: 2,
    plateNumber: 'А123ВС77',
    vin: 'XTC65117R91234567',
    year: 2020,
    bodyType: 1,
    ownership: 'own',
  };
  const attorney = {
    number: '15',
    date: '2026-05-01',
    dateFrom: '2026-05-01',
    dateTo: '2026-05-01',
    driver: 3,
    signer: 'Петров',
    issuerInn: '7707083893',
    powers: 'Получение грузов',
  };

  it.each([
    [driverBodySchema, { ...driver, passportSeries: '451' }, 'passportSeries'],
    [driverBodySchema, { ...driver, passportNumber: '12345' }, 'passportNumber'],
    [driverBodySchema, { ...driver, licenceDate: '2099-01-01' }, 'licenceDate'],
    [driverBodySchema, { ...driver, passportIssueDate: '1980-01-01' }, 'passportIssueDate'],
    [vehicleBodySchema, { ...vehicle, model: 7 }, 'model'],
    [vehicleBodySchema, { ...vehicle, plateNumber: 'А12ВС77' }, 'plateNumber'],
    [vehicleBodySchema, { ...vehicle, ownership: 'leased' }, 'leaseDocument'],
    [attorneyBodySchema, { ...attorney, dateTo: '2026-04-30' }, 'dateTo'],
    [attorneyBodySchema, { ...attorney, date: '2026-05-02', dateTo: '2026-05-03' }, 'dateFrom'],
  ] as const)('%# reports a custom issue on %s', (schema, body, path) => {
    const result = (schema as typeof driverBodySchema).safeParse(body);
    expect(issueOf(result, path)?.code).toBe('custom');
  });

  it('trim before the length bounds', () => {
    expect(issueOf(attorneyBodySchema.safeParse({ ...attorney, signer: '   ' }), 'signer')?.code).toBe(
      'too_small',
    );
    expect(issueOf(attorneyBodySchema.safeParse({ ...attorney, powers: '   ' }), 'powers')?.code).toBe(
      'too_small',
    );
    expect(
      issueOf(driverBodySchema.safeParse({ ...driver, passportIssuedBy: '   ' }), 'passportIssuedBy')?.code,
    ).toBe('too_small');
    expect(driverBodySchema.safeParse({ ...driver, passportSeries: `${' '.repeat(8)}4510 ` }).success).toBe(
      true,
    );
    expect(
      issueOf(vehicleBodySchema.safeParse({ ...vehicle, plateNumber: '   ' }), 'plateNumber')?.code,
    ).toBe('too_small');
    expect(
      vehicleBodySchema.safeParse({ ...vehicle, plateNumber: `А123ВС77${' '.repeat(14)}` }).success,
    ).toBe(true);
  });
});

describe('anchored patterns', () => {
  it('refuse a date with a sign before it or a digit after it', () => {
    expect(dateSchema.safeParse('+2026-05-01').success).toBe(false);
    expect(dateSchema.safeParse('2026-05-010').success).toBe(false);
  });

  it('refuse a phone with text before the plus', () => {
    expect(internationalPhoneSchema.safeParse('тел +79123456789').success).toBe(false);
  });

  it('refuse a container number with a letter before it, even when the digits would agree', () => {
    expect(isValidContainerNumber('CSQU0000700')).toBe(true);
    expect(isValidContainerNumber('ACSQU0000700')).toBe(false);
  });
});
