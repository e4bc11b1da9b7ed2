import { ATTORNEY_FILE_SLOT_NAMES, type AttorneyValues } from '@portal/contract/fleet/attorneys.schemas';
import { DRIVER_FILE_SLOT_NAMES, type DriverValues } from '@portal/contract/fleet/drivers.schemas';
import { todayIso } from '@portal/contract/fleet/fleet-common.schemas';
import { ATTORNEY_STATUS, FLEET_STATUS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import { iso6346CheckDigit } from '@portal/contract/fleet/fleet-validators';
import { VEHICLE_FILE_SLOT_NAMES, type VehicleValues } from '@portal/contract/fleet/vehicles.schemas';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../core/db/database';
import {
  attorneys,
  containers,
  contractors,
  driverDrafts,
  drivers,
  files,
  users,
  vehicles,
} from '../db/schema/index';
import { fileGuidColumns } from '../modules/fleet/fleet-files';
import { demoPhoto, demoScan } from './demo-documents';
import { type SeedContext, seedFileRow } from './seed-files';

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

type Carrier = { id: number; adminId: number; inn: string; ogrn: string | null; director: string };
type Slot = { file: { guid: string } };

/**
 * The demo carrier's photos and scans: drawn (demo-documents.ts), stored as the carrier admin's uploads, and
 * their files rows inserted in one statement before the records that point at them.
 */
const documentsOf = (ctx: SeedContext, carrier: Carrier) => {
  const rows: (typeof files.$inferInsert)[] = [];
  return {
    attach: async (content: Buffer, originalName: string): Promise<Slot> => {
      const row = await seedFileRow(
        ctx,
        { id: carrier.adminId, ownerId: carrier.id, ownerType: 'contractor' },
        content,
        originalName,
      );
      rows.push(row);
      return { file: { guid: row.guid } };
    },
    insert: async (tx: Tx) => {
      if (rows.length) await tx.insert(files).values(rows.splice(0));
    },
  };
};
type Documents = ReturnType<typeof documentsOf>;

const withDriverDocuments = async (documents: Documents, index: number, values: DriverValues) => ({
  ...values,
  photo: await documents.attach(demoPhoto(index), `Фото ${values.fullname}.png`),
  passportScan: await documents.attach(
    demoScan('Passport of the Russian Federation', [
      `Series ${values.passportSeries}  No. ${values.passportNumber}`,
      `Date of issue ${values.passportIssueDate}`,
      'Demo scan',
    ]),
    `Паспорт ${values.fullname}.pdf`,
  ),
  licenceScan: await documents.attach(
    demoScan('Driving licence', [
      `No. ${values.licenceNumber}`,
      `Categories ${values.licenceCategories.join(', ')}`,
      `Issued ${values.licenceDate}`,
      'Demo scan',
    ]),
    `Водительское удостоверение ${values.fullname}.pdf`,
  ),
});

const withVehicleDocuments = async (documents: Documents, values: VehicleValues) => ({
  ...values,
  registrationScan: await documents.attach(
    demoScan('Vehicle registration certificate', [`VIN ${values.vin}`, `Year ${values.year}`, 'Demo scan']),
    `СТС ${values.plateNumber}.pdf`,
  ),
  leaseScan:
    values.ownership === 'leased'
      ? await documents.attach(
          demoScan('Lease agreement', [`VIN ${values.vin}`, 'Demo scan']),
          `Договор лизинга ${values.plateNumber}.pdf`,
        )
      : null,
});

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
  documents?: Documents,
) => {
  const driverValues: DriverValues[] = [];
  for (const [index] of plan.drivers.entries()) {
    const at = plan.offset + index;
    const values = demoDriver(at, DRIVER_NAMES[at % DRIVER_NAMES.length]!);
    driverValues.push(documents ? await withDriverDocuments(documents, at, values) : values);
  }
  const vehicleValues: (VehicleValues & { status: FleetStatus })[] = [];
  for (const [kind, statuses] of [
    ['truck', plan.trucks],
    ['trailer', plan.trailers],
  ] as const)
    for (const [index, status] of statuses.entries()) {
      const values = demoVehicle(plan.offset + index, kind, plan.region);
      vehicleValues.push({
        status,
        ...(documents ? await withVehicleDocuments(documents, values) : values),
      });
    }
  await documents?.insert(tx);
  const driverRows = await tx
    .insert(drivers)
    .values(
      driverValues.map((values, index) => {
        const status = plan.drivers[index]!;
        return {
          ...values,
          ...fileGuidColumns(DRIVER_FILE_SLOT_NAMES, values),
          contractorId: carrier.id,
          status,
          reason: status === CANCELLED ? 'Не прошёл проверку службы безопасности' : null,
        };
      }),
    )
    .returning({ id: drivers.id, status: drivers.status, fullname: drivers.fullname });
  await tx.insert(vehicles).values(
    vehicleValues.map(({ status, model, bodyType, loadingTypes, ...rest }) => ({
      ...rest,
      ...fileGuidColumns(VEHICLE_FILE_SLOT_NAMES, rest),
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
  return driverRows.map((row, index) => ({ ...row, values: driverValues[index]! }));
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
  scan: null,
});

const attorneyRow = (carrier: Carrier, { driver, scan, ...values }: AttorneyValues) => ({
  ...values,
  ...fileGuidColumns(ATTORNEY_FILE_SLOT_NAMES, { scan }),
  driverId: driver,
  contractorId: carrier.id,
});

const withAttorneyScan = async (documents: Documents, values: AttorneyValues) => ({
  ...values,
  scan: await documents.attach(
    demoScan('Power of attorney', [
      `Principal INN ${values.issuerInn}`,
      `Date ${values.date}`,
      `Valid ${values.dateFrom} - ${values.dateTo}`,
      'Demo scan',
    ]),
    `Доверенность ${values.number.replace('/', '-')}.pdf`,
  ),
});

const carrierOf = async (tx: Tx, login: string): Promise<Carrier | null> => {
  const [row] = await tx
    .select({
      id: contractors.id,
      adminId: users.id,
      inn: contractors.inn,
      ogrn: contractors.ogrn,
      director: users.fullname,
    })
    .from(users)
    .innerJoin(contractors, and(eq(users.ownerType, 'contractor'), eq(contractors.id, users.ownerId)))
    .where(eq(users.username, login));
  return row ?? null;
};

// The demo shipper's other partner carriers that hold flights, with their driver offset and plate region.
const OTHER_CARRIERS = [
  ['admin@volga.demo', 12, '52'],
  ['admin@sibir.demo', 15, '154'],
  ['admin@ural.demo', 18, '66'],
  ['admin@yug.demo', 21, '23'],
  ['admin@kazan.demo', 24, '116'],
] as const;

/**
 * Issue 14's demo fleet: admin@carrier.demo has 12 drivers and 15 vehicles and trailers in every status, with
 * photos and scans, 6 containers, attorneys (with their scans) active (two verified drivers for the next 60
 * days), expired and cancelled, and a pending driver draft; the shipper's other partner carriers with flights
 * have a few each. Runs while there are no drivers at all.
 */
export const seedFleet = async (ctx: SeedContext): Promise<boolean> => {
  const [anyDriver] = await ctx.db.select({ id: drivers.id }).from(drivers).limit(1);
  if (anyDriver) return false;
  return ctx.db.transaction(async (tx) => {
    const demo = await carrierOf(tx, 'admin@carrier.demo');
    if (!demo) return false;
    const today = todayIso();
    const documents = documentsOf(ctx, demo);
    const demoDrivers = await insertFleet(
      tx,
      demo,
      {
        drivers: DEMO_DRIVER_STATUSES,
        trucks: DEMO_TRUCK_STATUSES,
        trailers: DEMO_TRAILER_STATUSES,
        containers: 6,
        offset: 0,
        region: '77',
      },
      documents,
    );
    const verified = demoDrivers.filter((driver) => driver.status === VERIFIED);
    const cancelled = demoDrivers.filter((driver) => driver.status === CANCELLED);
    // Back to back, the expired and the long one cover the demo flights of the past year and the next months.
    const demoAttorneys = [
      attorneyFor(demo, verified[0]!.id, 'Д-2026/001', today, addDays(today, 60)),
      attorneyFor(demo, verified[1]!.id, 'Д-2026/002', today, addDays(today, 60)),
      attorneyFor(demo, verified[2]!.id, 'Д-2026/003', addDays(today, -34), addDays(today, 150)),
      attorneyFor(demo, verified[3]!.id, 'Д-2025/041', addDays(today, -400), addDays(today, -35)),
      attorneyFor(demo, cancelled[0]!.id, 'Д-2025/052', addDays(today, -100), addDays(today, 100)),
    ];
    const scanned: AttorneyValues[] = [];
    for (const values of demoAttorneys) scanned.push(await withAttorneyScan(documents, values));
    await documents.insert(tx);
    await tx.insert(attorneys).values(
      scanned.map((values) => ({
        ...attorneyRow(demo, values),
        status: values.number === 'Д-2025/052' ? ATTORNEY_STATUS.cancelled : ATTORNEY_STATUS.active,
      })),
    );
    const drafted = verified[2]!;
    await tx.insert(driverDrafts).values({
      driverId: drafted.id,
      contractorId: demo.id,
      values: { ...drafted.values, phone: '+7 926 100-20-30', routeKinds: ['auto', 'container'] },
      createdBy: demo.adminId,
    });
    for (const [login, offset, region] of OTHER_CARRIERS) {
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
      // A power of attorney over the year of history behind the demo (13 months) and the next three months.
      await tx
        .insert(attorneys)
        .values(
          attorneyRow(
            other,
            attorneyFor(other, rows[0]!.id, `Д-${offset}/2026`, addDays(today, -400), addDays(today, 90)),
          ),
        );
    }
    return true;
  });
};
