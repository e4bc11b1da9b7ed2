import * as z from 'zod';
import { CONTRACTOR_STATUS_LABELS, type ContractorStatus } from '../companies/contractor-status';
import { idParamSchema } from '../ids';
import { VAT_REGIMES } from '../proformas/vat';

export const contractorParamsSchema = z.object({ contractorId: idParamSchema });
export const customerParamsSchema = z.object({ customerId: idParamSchema });
export const customerContractorParamsSchema = z.object({
  customerId: idParamSchema,
  contractorId: idParamSchema,
});

/** DESIGN 8: 0 new, 2 sent for verification, 1 verified, 3 rejected. */
export const contractorStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** SPEC 3 "rating (with rating.rating)": the customer's carrier card has the latest monthly rating, else null. */
export const contractorRatingSchema = z.object({ rating: z.number().nullable() });
export type ContractorRating = z.infer<typeof contractorRatingSchema>;

/** SPEC 3 contractor record: GET /api/contractors/{id}, and the requisites of the customer's carrier card. */
export const contractorRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  legalAddress: z.string().nullable(),
  postalAddress: z.string().nullable(),
  bankName: z.string().nullable(),
  bik: z.string().nullable(),
  bankAccount: z.string().nullable(),
  correspondentAccount: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vatRegime: z.enum(VAT_REGIMES),
  active: z.boolean(),
  verificationStatus: contractorStatusSchema,
  rejectionReason: z.string().nullable(),
  rating: contractorRatingSchema,
  createdAt: z.string(),
});
export type ContractorRecord = z.infer<typeof contractorRecordSchema>;

export const CONTRACTOR_MESSAGES = {
  notFound: 'Перевозчик не найден',
  innTaken: 'Перевозчик с таким ИНН уже зарегистрирован',
  profileSaved: 'Профиль компании сохранён',
  innLocked: (status: ContractorStatus) =>
    `Нельзя изменить ИНН перевозчика в статусе «${CONTRACTOR_STATUS_LABELS[status]}»`,
} as const;
