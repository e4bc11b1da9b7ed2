import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';
import type { TransportationNameRow } from './transportation-names.repository';

export const presentTransportationName = (row: TransportationNameRow): TransportationName => ({
  id: row.id,
  name: row.name,
  color: row.color,
});
