import type { DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { FLEET_STATUS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import { iso6346CheckDigit } from '@portal/contract/fleet/fleet-validators';
import type { VehicleValues } from '@portal/contract/fleet/vehicles.schemas';

// The demo fleet's values: drivers, trucks, trailers and containers, in every status, valid as the API checks them.

const { new: NEW, onCheck: ON_CHECK, verified: VERIFIED, cancelled: CANCELLED } = FLEET_STATUS;

export const DRIVER_NAMES = [
  'Соколов Андрей Викторович',
  'Морозов Павел Игоревич',
  'Волков Сергей Николаевич',
  'Лебедев Дмитрий Олегович',
  'Козлов Максим Андреевич',
  'Новиков Роман Сергеевич',
  'Павлов Евгений Юрьевич',
  'Семёнов Олег Владимирович',
  'Голубев Артур Ринатович',
  'Виноградов Николай Петрович',
  'Богданов Кирилл Алексеевич',
  'Фёдоров Иван Геннадьевич',
  // The other carriers' drivers.
  'Зайцев Виктор Степанович',
  'Соловьёв Григорий Ильич',
  'Воробьёв Тимур Рашидович',
  'Кузьмин Антон Васильевич',
  'Егоров Леонид Борисович',
  'Макаров Степан Аркадьевич',
  'Никитин Ярослав Денисович',
  'Орлов Вадим Константинович',
  'Андреев Руслан Маратович',
  'Захаров Михаил Львович',
  'Ильин Глеб Романович',
  'Гусев Валерий Семёнович',
  'Титов Аркадий Олегович',
  'Комаров Денис Тагирович',
  'Белов Юрий Анатольевич',
];

// The demo carrier's drivers in every status: the first two verified ones carry the active attorneys.
export const DEMO_DRIVER_STATUSES: FleetStatus[] = [
  VERIFIED,
  VERIFIED,
  VERIFIED,
  VERIFIED,
  ON_CHECK,
  ON_CHECK,
  ON_CHECK,
  NEW,
  NEW,
  NEW,
  CANCELLED,
  CANCELLED,
];

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export const demoDriver = (index: number, name: string): DriverValues => ({
  fullname: name,
  birthDate: `19${70 + (index % 25)}-${pad((index % 12) + 1, 2)}-${pad((index % 27) + 1, 2)}`,
  passportType: 1,
  passportSeries: `45${pad(10 + index, 2)}`,
  passportNumber: pad(300_000 + index * 7919, 6),
  passportIssuedBy: 'ГУ МВД России по г. Москве',
  passportIssueDate: `20${pad(10 + (index % 10), 2)}-0${(index % 9) + 1}-15`,
  phone: `+7 9${pad(10 + index, 2)} 555-${pad(10 + index, 2)}-${pad(20 + index, 2)}`,
  licenceNumber: `99${pad(10 + (index % 80), 2)}${pad(100_000 + index * 131, 6)}`,
  licenceDate: `20${pad(12 + (index % 10), 2)}-05-20`,
  licenceCategories: index % 3 === 0 ? ['B', 'C'] : ['B', 'C', 'CE'],
  routeKinds: index % 4 === 0 ? ['auto', 'container', 'cargoFlow'] : ['auto'],
  photo: null,
  passportScan: null,
  licenceScan: null,
});

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const letter = (index: number) => PLATE_LETTERS[index % PLATE_LETTERS.length]!;

export const demoVehicle = (index: number, kind: 'truck' | 'trailer', region: string): VehicleValues =>
  kind === 'truck'
    ? {
        kind,
        model: [1, 2, 4, 5][index % 4]!,
        plateNumber: `${letter(index)}${pad((101 + index * 37) % 1000, 3)}${letter(index + 3)}${letter(index + 7)}${region}`,
        vin: `XTC549000${pad(10_000_000 + index * 7_777, 8)}`,
        year: 2014 + (index % 10),
        bodyType: 6,
        loadingTypes: [],
        ownership: 'own',
        leaseDocument: null,
        registrationScan: null,
        leaseScan: null,
      }
    : {
        kind,
        model: [6, 7, 8][index % 3]!,
        plateNumber: `${letter(index)}${letter(index + 5)}${pad(1001 + index * 53, 4)}${region}`,
        vin: `WKESD0000${pad(20_000_000 + index * 3_331, 8)}`,
        year: 2012 + (index % 10),
        bodyType: [2, 1, 4][index % 3]!,
        loadingTypes: [1],
        ownership: index % 2 ? 'leased' : 'own',
        leaseDocument: index % 2 ? `Договор лизинга № ${100 + index}/2024 от 15.03.2024` : null,
        registrationScan: null,
        leaseScan: null,
      };

// Trucks first, then trailers; the first verified truck and trailer go with the verified drivers.
export const DEMO_TRUCK_STATUSES: FleetStatus[] = [
  VERIFIED,
  VERIFIED,
  VERIFIED,
  ON_CHECK,
  ON_CHECK,
  NEW,
  NEW,
  CANCELLED,
  NEW,
];
export const DEMO_TRAILER_STATUSES: FleetStatus[] = [VERIFIED, VERIFIED, ON_CHECK, NEW, CANCELLED, NEW];

/** A container number whose ISO 6346 check digit agrees. */
export const demoContainerNumber = (owner: string, serial: number): string => {
  const first10 = `${owner}U${pad(serial, 6)}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
};

export const addDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
