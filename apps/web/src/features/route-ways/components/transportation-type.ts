import { TRANSPORTATION_TYPE_LABELS, type TransportationType } from '@portal/contract/freight/route-states';

export const transportationTypeLabel = (type: number): string =>
  TRANSPORTATION_TYPE_LABELS[type as TransportationType] ?? String(type);

export const TRANSPORTATION_TYPE_OPTIONS = Object.entries(TRANSPORTATION_TYPE_LABELS).map(
  ([value, label]) => ({
    value: Number(value) as TransportationType,
    label,
  }),
);
