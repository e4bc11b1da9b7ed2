import type { AttorneyValues } from '@portal/contract/fleet/attorneys.schemas';
import type { DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { todayIso } from '@portal/contract/fleet/fleet-common.schemas';
import { FLEET_STATUS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import { iso6346CheckDigit } from '@portal/contract/fleet/fleet-validators';
import type { VehicleValues } from '@portal/contract/fleet/vehicles.schemas';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../core/db/database';
import {
  attorneys,
  containers,
  contractors,
  driverDrafts,
  drivers,
  users,
  vehicles,
} from '../db/schema/index';
import type { SeedContext } from './seed-files';

const { new: NEW, onCheck: ON_CHECK, verified: VERIFIED, cancelled: CANCELLED } = FLEET_STATUS;

const DRIVER_NAMES = [
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
];

// The demo carrier's drivers in every status: the first two verified ones carry the active attorneys.
const DEMO_DRIVER_STATUSES: FleetStatus[] = [
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
        plateNumber: `${letter(index)}${pad(101 + index * 37, 3)}${letter(index + 3)}${letter(index + 7)}${region}`,
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
const DEMO_TRUCK_STATUSES: FleetStatus[] = [
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
const DEMO_TRAILER_STATUSES: FleetStatus[] = [VERIFIED, VERIFIED, ON_CHECK, NEW, CANCELLED, NEW];

/** A container number whose ISO 6346 check digit agrees. */
export const demoContainerNumber = (owner: string, serial: number): string => {
  const first10 = `${owner}U${pad(serial, 6)}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
};

const addDays = (date: string, days: number): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

type Carrier = { id: number; inn: string; ogrn: string | null; director: string };

const insertFleet = async (
  tx: Tx,
  carrier: Carrier,
  plan: {
    drivers: FleetStatus[];
    trucks: FleetStatus[];
    trailers: FleetStatus[];
    containers: number;
    offset: number;
    region: string;
  },
) => {
  const driverRows = await tx
    .insert(drivers)
    .values(
      plan.drivers.map((status, index) => ({
        ...demoDriver(plan.offset + index, DRIVER_NAMES[(plan.offset + index) % DRIVER_NAMES.length]!),
        contractorId: carrier.id,
        status,
        reason: status === CANCELLED ? 'Не прошёл проверку службы безопасности' : null,
      })),
    )
    .returning({ id: drivers.id, status: drivers.status, fullname: drivers.fullname });
  const vehicleValues = [
    ...plan.trucks.map((status, index) => ({
      status,
      ...demoVehicle(plan.offset + index, 'truck', plan.region),
    })),
    ...plan.trailers.map((status, index) => ({
      status,
      ...demoVehicle(plan.offset + index, 'trailer', plan.region),
    })),
  ];
  await tx.insert(vehicles).values(
    vehicleValues.map(({ status, model, bodyType, loadingTypes, ...rest }) => ({
      ...rest,
      contractorId: carrier.id,
      status,
      modelId: model,
      bodyTypeId: bodyType,
      loadingTypeIds: loadingTypes,
      reason: status === CANCELLED ? 'СТС не соответствует данным ТС' : null,
    })),
  );
  if (plan.containers)
    await tx.insert(containers).values(
      Array.from({ length: plan.containers }, (_, index) => ({
        contractorId: carrier.id,
        number: demoContainerNumber(
          ['TGH', 'MSC', 'CSQ'][index % 3]!,
          100_200 + plan.offset * 100 + index * 17,
        ),
        containerTypeId: (index % 3) + 1,
        volume: [33, 67, 76][index % 3]!,
      })),
    );
  return driverRows;
};

const attorneyFor = (
  carrier: Carrier,
  driver: number,
  number: string,
  from: string,
  to: string,
): AttorneyValues => ({
  number,
  date: from,
  dateFrom: from,
  dateTo: to,
  driver,
  signer: carrier.director,
  signerPosition: 'Генеральный директор',
  issuerInn: carrier.inn,
  issuerOgrn: carrier.ogrn,
  powers: 'Получение и сдача грузов, подписание транспортных накладных и сопроводительных документов',
});

const carrierOf = async (tx: Tx, login: string): Promise<Carrier | null> => {
  const [row] = await tx
    .select({ id: contractors.id, inn: contractors.inn, ogrn: contractors.ogrn, director: users.fullname })
    .from(users)
    .innerJoin(contractors, and(eq(users.ownerType, 'contractor'), eq(contractors.id, users.ownerId)))
    .where(eq(users.username, login));
  return row ?? null;
};

/**
 * Issue 14's demo fleet: admin@carrier.demo has 12 drivers and 15 vehicles and trailers in every status,
 * 6 containers, attorneys active (two verified drivers for the next 60 days), expired and cancelled, and a
 * pending driver draft; volga and sibir have a few each. Runs while there are no drivers at all.
 */
export const seedFleet = async (ctx: SeedContext): Promise<boolean> => {
  const [anyDriver] = await ctx.db.select({ id: drivers.id }).from(drivers).limit(1);
  if (anyDriver) return false;
  return ctx.db.transaction(async (tx) => {
    const demo = await carrierOf(tx, 'admin@carrier.demo');
    if (!demo) return false;
    const today = todayIso();
    const demoDrivers = await insertFleet(tx, demo, {
      drivers: DEMO_DRIVER_STATUSES,
      trucks: DEMO_TRUCK_STATUSES,
      trailers: DEMO_TRAILER_STATUSES,
      containers: 6,
      offset: 0,
      region: '77',
    });
    const verified = demoDrivers.filter((driver) => driver.status === VERIFIED);
    const cancelled = demoDrivers.filter((driver) => driver.status === CANCELLED);
    await tx.insert(attorneys).values(
      [
        { ...attorneyFor(demo, verified[0]!.id, 'Д-2026/001', today, addDays(today, 60)) },
        { ...attorneyFor(demo, verified[1]!.id, 'Д-2026/002', today, addDays(today, 60)) },
        { ...attorneyFor(demo, verified[2]!.id, 'Д-2026/003', addDays(today, -30), addDays(today, 150)) },
        { ...attorneyFor(demo, verified[3]!.id, 'Д-2025/041', addDays(today, -400), addDays(today, -35)) },
        {
          ...attorneyFor(demo, cancelled[0]!.id, 'Д-2025/052', addDays(today, -100), addDays(today, 100)),
          status: 1,
        },
      ].map(({ driver, ...values }) => ({ ...values, driverId: driver, contractorId: demo.id })),
    );
    const [demoAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'admin@carrier.demo'));
    const drafted = verified[2]!;
    const index = demoDrivers.indexOf(drafted);
    await tx.insert(driverDrafts).values({
      driverId: drafted.id,
      contractorId: demo.id,
      values: {
        ...demoDriver(index, drafted.fullname),
        phone: '+7 926 100-20-30',
        routeKinds: ['auto', 'container'],
      },
      createdBy: demoAdmin?.id ?? null,
    });
    for (const [login, offset, region] of [
      ['admin@volga.demo', 3, '52'],
      ['admin@sibir.demo', 6, '154'],
    ] as const) {
      const other = await carrierOf(tx, login);
      if (!other) continue;
      const rows = await insertFleet(tx, other, {
        drivers: [VERIFIED, ON_CHECK, NEW],
        trucks: [VERIFIED, ON_CHECK],
        trailers: [VERIFIED],
        containers: 2,
        offset,
        region,
      });
      await tx.insert(attorneys).values({
        ...(({ driver, ...values }) => ({ ...values, driverId: driver }))(
          attorneyFor(other, rows[0]!.id, `Д-${offset}/2026`, today, addDays(today, 90)),
        ),
        contractorId: other.id,
      });
    }
    return true;
  });
};
