import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import { findReference, PASSPORT_TYPES, type RouteKind } from '@portal/contract/fleet/fleet-references';
import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { DriverRow } from './drivers.repository';
import { fileSlotOf } from './fleet-files';
import { iso } from './fleet-scope';

export const passportTypeOf = (id: number) => findReference(PASSPORT_TYPES, id) ?? { id, name: String(id) };

export const presentDriver = ({
  driver,
  contractorName,
  hasDraft,
  photo,
  passportScan,
  licenceScan,
}: DriverRow): Driver => ({
  id: driver.id,
  contractor: { id: driver.contractorId, name: contractorName },
  status: driver.status as FleetStatus,
  fullname: driver.fullname,
  birthDate: driver.birthDate,
  passportType: passportTypeOf(driver.passportType),
  passportSeries: driver.passportSeries,
  passportNumber: driver.passportNumber,
  passportIssuedBy: driver.passportIssuedBy,
  passportIssueDate: driver.passportIssueDate,
  phone: driver.phone,
  licenceNumber: driver.licenceNumber,
  licenceDate: driver.licenceDate,
  licenceCategories: driver.licenceCategories,
  routeKinds: driver.routeKinds as RouteKind[],
  photo: fileSlotOf(photo),
  passportScan: fileSlotOf(passportScan),
  licenceScan: fileSlotOf(licenceScan),
  reason: driver.reason,
  hasDraft,
  createdAt: iso(driver.createdAt),
  updatedAt: iso(driver.updatedAt),
});
