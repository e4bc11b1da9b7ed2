import { isAdminOrManager } from '@portal/contract/roles';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import type { FileReadRule } from '../../core/files/file-access';
import { attorneys, driverDrafts, drivers, vehicles } from '../../db/schema/index';
import { isPartnerCarrier } from '../contractors/contractor-partners.repository';

/** How far a fleet record shares a file: with the partner's staff, or (personal data) only its admins and managers. */
type FleetFileReach = 'staff' | 'admins-and-managers';

const draftFileGuid = (slot: 'photo' | 'passportScan' | 'licenceScan') =>
  sql`${driverDrafts.values} #>> ${`{${slot},file,guid}`}`;

/** What the carrier's fleet records holding the file allow; empty when none holds it. */
const findFleetFileReach = async (db: Db, contractorId: number, guid: string): Promise<FleetFileReach[]> => {
  const [driverRows, vehicleRows, attorneyRows, draftRows] = await Promise.all([
    db
      .select({ photo: drivers.photoFileGuid })
      .from(drivers)
      .where(
        and(
          eq(drivers.contractorId, contractorId),
          or(
            eq(drivers.photoFileGuid, guid),
            eq(drivers.passportScanFileGuid, guid),
            eq(drivers.licenceScanFileGuid, guid),
          ),
        ),
      ),
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.contractorId, contractorId),
          or(eq(vehicles.registrationScanFileGuid, guid), eq(vehicles.leaseScanFileGuid, guid)),
        ),
      ),
    db
      .select({ id: attorneys.id })
      .from(attorneys)
      .where(and(eq(attorneys.contractorId, contractorId), eq(attorneys.scanFileGuid, guid))),
    db
      .select({ id: driverDrafts.id })
      .from(driverDrafts)
      .where(
        and(
          eq(driverDrafts.contractorId, contractorId),
          or(
            eq(draftFileGuid('photo'), guid),
            eq(draftFileGuid('passportScan'), guid),
            eq(draftFileGuid('licenceScan'), guid),
          ),
        ),
      ),
  ]);
  return [
    ...driverRows.map(({ photo }): FleetFileReach => (photo === guid ? 'staff' : 'admins-and-managers')),
    ...vehicleRows.map((): FleetFileReach => 'staff'),
    ...attorneyRows.map((): FleetFileReach => 'staff'),
    // Drafts are decided by the customer's admins and managers only (SPEC 2.2, driver-drafts).
    ...draftRows.map((): FleetFileReach => 'admins-and-managers'),
  ];
};

/**
 * Issue 21: a customer reads the files of its partner carriers' drivers, vehicles and powers of attorney; the
 * passport and licence scans are personal data (152-FZ), read only by the partner's admins and managers.
 */
export const fleetFileRule =
  (db: Db): FileReadRule =>
  async (principal, file) => {
    if (principal.ownerType !== 'customer' || file.ownerType !== 'contractor') return false;
    if (!(await isPartnerCarrier(db, principal.ownerId, file.ownerId))) return false;
    const reach = await findFleetFileReach(db, file.ownerId, file.guid);
    return reach.some((entry) => entry === 'staff' || isAdminOrManager(principal.roles));
  };
