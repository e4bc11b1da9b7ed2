import { ATTORNEY_FILE_SLOT_NAMES, type AttorneyValues } from '@portal/contract/fleet/attorneys.schemas';
import type { DriverValues } from '@portal/contract/fleet/drivers.schemas';
import type { VehicleValues } from '@portal/contract/fleet/vehicles.schemas';
import type { Tx } from '../../core/db/database';
import { files } from '../../db/schema/index';
import { fileGuidColumns } from '../../modules/fleet/fleet-files';
import { demoPhoto, demoScan } from '../demo-documents';
import { type SeedContext, seedFileRow } from '../seed-files';

// The demo fleet's documents: photos and scans drawn and stored as the carrier admin's uploads, and its powers of
// attorney.

export type Carrier = { id: number; adminId: number; inn: string; ogrn: string | null; director: string };
type Slot = { file: { guid: string } };

/**
 * The demo carrier's photos and scans: drawn (demo-documents.ts), stored as the carrier admin's uploads, and
 * their files rows inserted in one statement before the records that point at them.
 */
export const documentsOf = (ctx: SeedContext, carrier: Carrier) => {
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
export type Documents = ReturnType<typeof documentsOf>;

export const withDriverDocuments = async (documents: Documents, index: number, values: DriverValues) => ({
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

export const withVehicleDocuments = async (documents: Documents, values: VehicleValues) => ({
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

export const attorneyFor = (
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

export const attorneyRow = (carrier: Carrier, { driver, scan, ...values }: AttorneyValues) => ({
  ...values,
  ...fileGuidColumns(ATTORNEY_FILE_SLOT_NAMES, { scan }),
  driverId: driver,
  contractorId: carrier.id,
});

export const withAttorneyScan = async (documents: Documents, values: AttorneyValues) => ({
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
