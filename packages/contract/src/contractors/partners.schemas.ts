import * as z from 'zod';
import { optional } from '../companies/requisites.schemas';
import { idSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';
import { contractorRatingSchema, contractorStatusSchema } from './contractors.schemas';
import { PARTNER_STATUS_LABELS, type PartnerStatus } from './partner-status';

export const partnerStatusSchema = z.union([z.literal(1), z.literal(3)]);

const searchText = text().trim().max(255).optional();

/** The order of a customer's carrier list: by name, or by the current rating, best first (no rating last). */
export const CONTRACTOR_SORTS = ['name', 'rating'] as const;
export type ContractorSort = (typeof CONTRACTOR_SORTS)[number];

/**
 * GET /api/customers/{id}/contractors (the customer's partners) and .../all-contractors (every verified
 * carrier): `query` matches the name or the INN, `name` and `inn` a part of each; `status` is the partner status;
 * `sort` the order.
 */
export const customerContractorListQuerySchema = pageQuerySchema.extend({
  query: searchText,
  name: searchText,
  inn: text().trim().max(12).optional(),
  status: queryIntegerSchema(0, 9).pipe(partnerStatusSchema).optional(),
  verificationStatus: queryIntegerSchema(0, 9).pipe(contractorStatusSchema).optional(),
  sort: z.enum(CONTRACTOR_SORTS).optional(),
});
export type CustomerContractorListQuery = z.infer<typeof customerContractorListQuerySchema>;

/** A carrier as a customer's lists show it, with that customer's partner status (null: not a partner). */
export const partnerContractorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  verificationStatus: contractorStatusSchema,
  active: z.boolean(),
  rating: contractorRatingSchema,
  partnerStatus: partnerStatusSchema.nullable(),
  partnerReason: z.string().nullable(),
  /** When the carrier became this customer's partner. */
  addedAt: z.string().nullable(),
});
export type PartnerContractor = z.infer<typeof partnerContractorSchema>;

export const addPartnerBodySchema = z.object({ contractorId: idSchema });
export type AddPartnerBody = z.infer<typeof addPartnerBodySchema>;

const reasonSchema = text().trim().max(2000);

// SPEC 7: PATCH .../contractors/{cid}/status/1|3 is form-encoded (JSON is accepted too); blocking needs a reason.
export const accreditPartnerBodySchema = z.object({ reason: optional(reasonSchema) });
export const blockPartnerBodySchema = z.object({ reason: reasonSchema.min(1) });

/** GET /api/contractors/{id}/related_owners and .../partners: the customers a carrier is a partner of. */
export const partnerCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  partnerStatus: partnerStatusSchema,
  since: z.string(),
});
export type PartnerCustomer = z.infer<typeof partnerCustomerSchema>;

export const partnerCustomerListQuerySchema = pageQuerySchema.extend({
  query: searchText,
  status: queryIntegerSchema(0, 9).pipe(partnerStatusSchema).optional(),
});
export type PartnerCustomerListQuery = z.infer<typeof partnerCustomerListQuerySchema>;

export const PARTNER_MESSAGES = {
  notVerified: 'Перевозчик не верифицирован',
  alreadyPartner: 'Перевозчик уже в списке партнёров',
  notPartner: 'Перевозчик не найден среди ваших партнёров',
  added: (name: string) => `Перевозчик ${name} добавлен в партнёры`,
  removed: (name: string) => `Перевозчик ${name} удалён из партнёров`,
  accredited: (name: string) => `Перевозчик ${name} аккредитован`,
  blocked: (name: string) => `Перевозчик ${name} заблокирован`,
  wrongStatus: (action: 'accredit' | 'block', status: PartnerStatus) =>
    `Нельзя ${action === 'accredit' ? 'аккредитовать' : 'заблокировать'} перевозчика в статусе «${PARTNER_STATUS_LABELS[status]}»`,
} as const;

// Confirmations are answered with Да and Назад (SPEC 8).
export const PARTNER_CONFIRMATIONS = {
  remove:
    'Вы уверены что хотите удалить перевозчика из партнёров? Он также будет исключён из ваших списков перевозчиков.',
  accredit: 'Вы уверены что хотите аккредитовать перевозчика?',
} as const;
