import { parseDateInput } from '@portal/contract/format/date-input';
import { formatDate, formatDateTime } from '@portal/contract/format/dates';
import type { CustomerTender, TenderRequest } from '@portal/contract/tenders/tenders.schemas';

export type LotFormValues = {
  routeWay?: number | null;
  dateFrom: string;
  dateTo: string;
  weekdays: number[];
  transportation?: number | null;
  routeOwner?: number | null;
  dimension?: number | null;
  startSum?: number | null;
  tripsCount?: number | null;
};

export type TenderFormValues = {
  name: string;
  dateStart: string;
  dateEnd: string;
  source: 'list' | 'contractors';
  contractorList?: number | null;
  contractors: number[];
  comment: string;
  routeTemplates: LotFormValues[];
};

export const NEW_LOT: LotFormValues = { dateFrom: '', dateTo: '', weekdays: [1, 2, 3, 4, 5] };
export const NEW_TENDER_VALUES: TenderFormValues = {
  name: '',
  dateStart: '',
  dateEnd: '',
  source: 'contractors',
  contractors: [],
  comment: '',
  routeTemplates: [NEW_LOT],
};

/** DD.MM.YYYY ↔ YYYY-MM-DD of a lot's period. */
const toIsoDay = (value: string) => {
  const date = parseDateInput(value);
  if (!date) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const toIsoInstant = (value: string) => parseDateInput(value)?.toISOString() ?? value;

export const formValuesToBody = (values: TenderFormValues): TenderRequest => ({
  name: values.name.trim(),
  ...(values.dateStart.trim() ? { dateStart: toIsoInstant(values.dateStart) } : {}),
  dateEnd: toIsoInstant(values.dateEnd),
  ...(values.source === 'list'
    ? { contractorList: values.contractorList ?? 0 }
    : { contractors: values.contractors }),
  ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
  routeTemplates: values.routeTemplates.map((lot) => ({
    routeWay: lot.routeWay ?? 0,
    dateFrom: toIsoDay(lot.dateFrom),
    dateTo: toIsoDay(lot.dateTo),
    weekdays: lot.weekdays,
    transportation: lot.transportation ?? 0,
    ...(lot.routeOwner ? { routeOwner: lot.routeOwner } : {}),
    ...(lot.dimension ? { dimension: lot.dimension } : {}),
    startSum: lot.startSum ?? 0,
    ...(lot.tripsCount ? { tripsCount: lot.tripsCount } : {}),
  })),
});

export const tenderToFormValues = (tender: CustomerTender): TenderFormValues => ({
  name: tender.name,
  dateStart: formatDateTime(tender.dateStart),
  dateEnd: formatDateTime(tender.dateEnd),
  source: tender.contractorList ? 'list' : 'contractors',
  contractorList: tender.contractorList?.id ?? null,
  contractors: tender.contractors.map((contractor) => contractor.id),
  comment: tender.comment ?? '',
  routeTemplates: tender.routeTemplates.map((lot) => ({
    routeWay: lot.routeWay.id,
    dateFrom: formatDate(lot.dateFrom),
    dateTo: formatDate(lot.dateTo),
    weekdays: lot.weekdays,
    transportation: lot.transportation.id,
    routeOwner: lot.routeOwner?.id ?? null,
    dimension: lot.dimension?.id ?? null,
    startSum: lot.startSum,
    tripsCount: lot.tripsCount,
  })),
});
