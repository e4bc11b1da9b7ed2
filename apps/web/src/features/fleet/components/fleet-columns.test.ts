import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { describe, expect, it } from 'vitest';
import { driverColumns, driverExportColumns } from './driver-columns';
import { vehicleColumns, vehicleExportColumns } from './vehicle-columns';

const CARRIER = { id: 7, name: 'ООО «Перевозчик»' };
const STAMPS = { createdAt: '2026-11-20T09:00:00Z', updatedAt: '2026-11-20T09:00:00Z' };

const DRIVER: Driver = {
  id: 3,
  contractor: CARRIER,
  status: 2,
  fullname: 'Соколов Андрей Викторович',
  birthDate: '1985-03-14',
  passportType: { id: 1, name: 'Паспорт гражданина РФ' },
  passportSeries: '4510',
  passportNumber: '123456',
  passportIssuedBy: 'ОВД',
  passportIssueDate: '2010-04-02',
  phone: '+7 912 345-67-89',
  licenceNumber: '9912345678',
  licenceDate: '2015-06-20',
  licenceCategories: ['B', 'C', 'CE'],
  routeKinds: ['auto'],
  photo: null,
  passportScan: null,
  licenceScan: null,
  reason: null,
  hasDraft: true,
  ...STAMPS,
};

const VEHICLE: Vehicle = {
  id: 4,
  contractor: CARRIER,
  status: 1,
  kind: 'truck',
  model: { id: 1, name: 'КАМАЗ 5490', kind: 'truck', loadCapacity: 20, bodyVolume: 0 },
  plateNumber: 'А123ВС77',
  vin: 'XTC54900091234567',
  year: 2019,
  bodyType: { id: 6, name: 'Седельный тягач' },
  loadingTypes: [],
  ownership: 'own',
  leaseDocument: null,
  registrationScan: null,
  leaseScan: null,
  reason: null,
  ...STAMPS,
};

const row = <T>(columns: { header: string; value: (row: T) => unknown }[], record: T) =>
  Object.fromEntries(columns.map((column) => [column.header, column.value(record)]));

describe('the fleet lists’ Excel export', () => {
  it('writes the customer’s drivers with every column of the table', () => {
    const titles = driverColumns({ showContractor: true }).map((column) => column.title);
    const exported = driverExportColumns(true);
    expect(exported.map((column) => column.header)).toEqual(titles);
    expect(row(exported, DRIVER)).toEqual({
      ФИО: 'Соколов Андрей Викторович',
      Перевозчик: 'ООО «Перевозчик»',
      Телефон: '+7 912 345-67-89',
      Категории: 'B, C, CE',
      Статус: 'Проверен, Изменения на проверке',
    });
  });

  it('writes the customer’s vehicles with every column of the table', () => {
    const titles = vehicleColumns({ showContractor: true }).map((column) => column.title);
    const exported = vehicleExportColumns(true);
    expect(exported.map((column) => column.header)).toEqual(titles);
    expect(row(exported, VEHICLE)).toEqual({
      Госномер: 'А123ВС77',
      Перевозчик: 'ООО «Перевозчик»',
      Вид: 'Тягач / грузовик',
      Модель: 'КАМАЗ 5490 (20 т)',
      VIN: 'XTC54900091234567',
      Год: 2019,
      Статус: 'На проверке',
    });
  });

  it('leaves the carrier out of a carrier’s own lists and the actions out of every export', () => {
    const actions = () => null;
    expect(driverExportColumns(false).map((column) => column.header)).toEqual(
      driverColumns({ showContractor: false, actions })
        .map((column) => column.title)
        .filter((title) => title !== 'Действия'),
    );
    expect(vehicleExportColumns(false).map((column) => column.header)).not.toContain('Перевозчик');
  });
});
