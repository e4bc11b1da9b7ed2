import * as z from 'zod';
import type { Access } from '../access';
import { ROLES } from '../roles';
import {
  contractorValidationDocumentSchema,
  validationDocumentTypeSchema,
} from '../verification/verification.schemas';
import { contractorRecordSchema } from './contractors.schemas';
import { partnerStatusSchema } from './partners.schemas';

export const contractorCardUserSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  blocked: z.boolean(),
});
export type ContractorCardUser = z.infer<typeof contractorCardUserSchema>;

/** The audit actions a carrier card shows: verification, requisites and this customer's partner changes. */
export const CONTRACTOR_HISTORY_ACTION_LABELS = {
  'send-for-verification': 'Отправлен на проверку',
  verify: 'Верифицирован',
  reject: 'Отказано в верификации',
  'update-requisites': 'Изменены реквизиты',
  'add-partner': 'Добавлен в партнёры',
  'remove-partner': 'Удалён из партнёров',
  accredit: 'Аккредитован',
  block: 'Заблокирован',
} as const;
export type ContractorHistoryAction = keyof typeof CONTRACTOR_HISTORY_ACTION_LABELS;

export const contractorHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actor: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  fromLabel: z.string().nullable(),
  toLabel: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ContractorHistoryEntry = z.infer<typeof contractorHistoryEntrySchema>;

/** What any customer sees of a carrier on its card (issue 21): no bank details, staff or document ids. */
export const contractorCardPublicSchema = contractorRecordSchema.pick({
  id: true,
  name: true,
  inn: true,
  kpp: true,
  ogrn: true,
  active: true,
  verificationStatus: true,
  rating: true,
});

/** What a partner customer sees beyond the public part. */
export const contractorCardDetailsSchema = z.object({
  requisites: contractorRecordSchema,
  documentTypes: z.array(validationDocumentTypeSchema),
  documents: z.array(contractorValidationDocumentSchema),
  users: z.array(contractorCardUserSchema),
  /** Drivers and vehicles arrive with the fleet feature; until then both are 0. */
  counts: z.object({ drivers: z.number().int(), vehicles: z.number().int() }),
  history: z.array(contractorHistoryEntrySchema),
  /** PATCH …/express-drivers-check: while on, a driver this carrier sends to check is verified at once. */
  expressDriversCheck: z.boolean(),
});
export type ContractorCardDetails = z.infer<typeof contractorCardDetailsSchema>;

/** GET /api/customers/{id}/contractors/{cid}/card: everything the customer's carrier card shows in one call. */
export const contractorCardSchema = z.object({
  contractor: contractorCardPublicSchema,
  partnerStatus: partnerStatusSchema.nullable(),
  partnerReason: z.string().nullable(),
  partnerSince: z.string().nullable(),
  /** Only for the carrier's partners (accredited or blocked); null for any other customer. */
  details: contractorCardDetailsSchema.nullable(),
});
export type ContractorCard = z.infer<typeof contractorCardSchema>;

/** Who switches the express driver check: the PATCH route declares it, and the card shows others the switch read-only. */
export const EXPRESS_DRIVERS_CHECK_ACCESS = 'customer:admin-or-manager' as const satisfies Access;

export const EXPRESS_DRIVERS_CHECK_TEXTS = {
  label: 'Экспресс-проверка водителей',
  hint: 'Водитель, которого перевозчик отправил на проверку, сразу становится проверенным',
  enabled: (name: string) => `Экспресс-проверка водителей перевозчика ${name} включена`,
  disabled: (name: string) => `Экспресс-проверка водителей перевозчика ${name} выключена`,
} as const;
