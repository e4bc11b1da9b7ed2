import {
  BODY_TYPES,
  findReference,
  LOADING_TYPES,
  type Ownership,
  VEHICLE_MODELS,
  type VehicleKind,
} from '@portal/contract/fleet/fleet-references';
import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { fileSlotOf } from './fleet-files';
import { iso } from './fleet-scope';
import type { VehicleRow } from './vehicles.repository';

const reference = (list: readonly { id: number; name: string }[], id: number) =>
  findReference(list, id) ?? { id, name: String(id) };

export const modelOf = (id: number) =>
  findReference(VEHICLE_MODELS, id) ?? {
    id,
    name: String(id),
    kind: 'truck' as const,
    loadCapacity: 0,
    bodyVolume: 0,
  };

export const presentVehicle = ({
  vehicle,
  contractorName,
  registrationScan,
  leaseScan,
}: VehicleRow): Vehicle => ({
  id: vehicle.id,
  contractor: { id: vehicle.contractorId, name: contractorName },
  status: vehicle.status as FleetStatus,
  kind: vehicle.kind as VehicleKind,
  model: modelOf(vehicle.modelId),
  plateNumber: vehicle.plateNumber,
  vin: vehicle.vin,
  year: vehicle.year,
  bodyType: reference(BODY_TYPES, vehicle.bodyTypeId),
  loadingTypes: vehicle.loadingTypeIds.map((id) => reference(LOADING_TYPES, id)),
  ownership: vehicle.ownership as Ownership,
  leaseDocument: vehicle.leaseDocument,
  registrationScan: fileSlotOf(registrationScan),
  leaseScan: fileSlotOf(leaseScan),
  reason: vehicle.reason,
  createdAt: iso(vehicle.createdAt),
  updatedAt: iso(vehicle.updatedAt),
});
