import { CONTRACTOR_STATUS_LABELS } from '@portal/contract/companies/contractor-status';
import { PARTNER_STATUS_LABELS } from '@portal/contract/contractors/partner-status';
import type { PartnerContractor } from '@portal/contract/contractors/partners.schemas';
import { formatDate } from '@portal/contract/format/dates';
import type { VerificationQueueItem } from '@portal/contract/verification/verification.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

export const CONTRACTOR_EXPORT_COLUMNS: readonly ExportColumn<PartnerContractor>[] = [
  { header: 'Название', value: (row) => row.name, width: 40 },
  { header: 'ИНН', value: (row) => row.inn, width: 14 },
  { header: 'Верификация', value: (row) => CONTRACTOR_STATUS_LABELS[row.verificationStatus], width: 18 },
  {
    header: 'Статус партнёра',
    value: (row) => (row.partnerStatus === null ? 'Не партнёр' : PARTNER_STATUS_LABELS[row.partnerStatus]),
    width: 18,
  },
  { header: 'Причина', value: (row) => row.partnerReason, width: 40 },
  { header: 'Партнёр с', value: (row) => formatDate(row.addedAt), width: 14 },
  { header: 'Рейтинг', value: (row) => row.rating.rating, width: 10 },
];

export const VERIFICATION_QUEUE_EXPORT_COLUMNS: readonly ExportColumn<VerificationQueueItem>[] = [
  { header: 'Название', value: (row) => row.name, width: 40 },
  { header: 'ИНН', value: (row) => row.inn, width: 14 },
  { header: 'Статус', value: (row) => row.statusLabel, width: 18 },
  { header: 'Контактное лицо', value: (row) => row.contactPerson, width: 30 },
  { header: 'Телефон', value: (row) => row.phone, width: 20 },
  { header: 'Электронная почта', value: (row) => row.email, width: 30 },
  { header: 'Изменён', value: (row) => formatDate(row.updatedAt), width: 14 },
];
