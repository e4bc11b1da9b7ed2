import * as z from 'zod';
import { PARTNER_STATUS } from '../contractors/partner-status';
import { USE_NOUNS, usePart } from '../format/in-use';
import { joinWithAnd } from '../format/plural';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';

// A customer's named list of partner carriers, invited together to an auction or a tender (DESIGN 1, 8).

export const CONTRACTOR_LIST_NAME_MAX = 255;
export const CONTRACTOR_LIST_MEMBERS_MAX = 500;

export const contractorListsParamsSchema = z.object({ customerId: idParamSchema });
export const contractorListParamsSchema = z.object({
  customerId: idParamSchema,
  contractorListId: idParamSchema,
});

export const contractorListNameSchema = text().trim().min(1).max(CONTRACTOR_LIST_NAME_MAX);

/** At least one carrier: an empty list could invite nobody. */
export const contractorListMemberIdsSchema = z
  .array(idSchema)
  .min(1, 'добавьте хотя бы одного перевозчика')
  .max(CONTRACTOR_LIST_MEMBERS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'перевозчики не должны повторяться');

export const contractorListBodySchema = z.object({
  name: contractorListNameSchema,
  contractorIds: contractorListMemberIdsSchema,
});
export type ContractorListBody = z.infer<typeof contractorListBodySchema>;

export const copyContractorListBodySchema = z.object({ name: contractorListNameSchema });
export type CopyContractorListBody = z.infer<typeof copyContractorListBodySchema>;

/** The list screen: paged, filtered by a part of the name and by a member carrier. */
export const contractorListQuerySchema = pageQuerySchema.extend({
  name: text().trim().max(CONTRACTOR_LIST_NAME_MAX).optional(),
  contractorId: idParamSchema.optional(),
});
export type ContractorListQuery = z.infer<typeof contractorListQuerySchema>;

export const contractorListAuthorSchema = z.object({ id: z.number().int(), fullname: z.string() });

export const contractorListSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  membersCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: contractorListAuthorSchema.nullable(),
});
export type ContractorListSummary = z.infer<typeof contractorListSummarySchema>;

/** A member as it is now: it may have lost its verification or been blocked since it was added. */
export const contractorListMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  active: z.boolean(),
  verificationStatus: z.number().int(),
  /** The customer's partner status of the carrier; null when it is no longer a partner. */
  partnerStatus: z
    .union([z.literal(PARTNER_STATUS.accredited), z.literal(PARTNER_STATUS.blocked)])
    .nullable(),
});
export type ContractorListMember = z.infer<typeof contractorListMemberSchema>;

export const contractorListSchema = contractorListSummarySchema.extend({
  members: z.array(contractorListMemberSchema),
});
export type ContractorList = z.infer<typeof contractorListSchema>;

/** Why a carrier cannot be added to a list; each becomes one 422 entry under «Перевозчики». */
export const CONTRACTOR_LIST_MEMBER_REFUSALS = {
  notFound: (contractorId: number) => `Перевозчик №${contractorId} не найден`,
  notPartner: (carrier: string) => `${carrier} не является партнёром`,
  blocked: (carrier: string) => `${carrier} заблокирован у заказчика`,
  notVerified: (carrier: string) => `${carrier} не верифицирован`,
} as const;

/** Issue 21: the auctions and tenders whose participants came from a list, so it is not deleted. */
export type ContractorListUses = { auctions: number; tenders: number };

export const CONTRACTOR_LIST_MESSAGES = {
  notFound: 'Список перевозчиков не найден',
  nameTaken: (name: string) => `Список перевозчиков с названием «${name}» уже есть`,
  added: (name: string) => `Список перевозчиков «${name}» добавлен`,
  updated: (name: string) => `Список перевозчиков «${name}» сохранён`,
  copied: (name: string) => `Создан список перевозчиков «${name}»`,
  deleted: 'Список перевозчиков удалён',
  inUse: ({ auctions, tenders }: ContractorListUses) =>
    `Список перевозчиков используется ${joinWithAnd([
      usePart('в', auctions, USE_NOUNS.inAuctions),
      usePart('в', tenders, USE_NOUNS.inTenders),
    ])}`,
} as const;

export const CONTRACTOR_LIST_CONFIRMATIONS = {
  delete: 'Вы уверены что хотите удалить список перевозчиков?',
} as const;

/** The name a copy starts with, cut to the name limit. */
export const copyNameOf = (name: string): string => {
  const suffix = ' (копия)';
  return `${name.slice(0, CONTRACTOR_LIST_NAME_MAX - suffix.length)}${suffix}`;
};
