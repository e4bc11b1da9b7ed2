import * as z from 'zod';
import { fileRecordSchema } from '../files/files.schemas';
import { idSchema, queryIntegerSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';

export const validationDocumentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
});
export type ValidationDocumentType = z.infer<typeof validationDocumentTypeSchema>;

export const contractorValidationDocumentSchema = z.object({
  id: z.number().int(),
  validationDocumentId: z.number().int(),
  file: fileRecordSchema,
  createdAt: z.string(),
});
export type ContractorValidationDocument = z.infer<typeof contractorValidationDocumentSchema>;

export const attachValidationDocumentBodySchema = z.object({
  validationDocumentId: idSchema,
  fileGuid: z.uuid(),
});

export const verificationStateSchema = z.object({
  status: z.number().int(),
  statusLabel: z.string(),
  rejectionReason: z.string().nullable(),
  documentTypes: z.array(validationDocumentTypeSchema),
  documents: z.array(contractorValidationDocumentSchema),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

// The customer admin's side of verification (screen verification/contractor/id{contractorId}, K, Adm).

/** Why a carrier is rejected: shown to it on its /verification page. */
export const verificationReasonSchema = text().trim().min(1).max(2000);

/** Verified (1) or rejected (3); a rejection carries the reason the carrier sees on its /verification page. */
export const verificationDecisionBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(1) }),
  z.object({ status: z.literal(3), reason: verificationReasonSchema }),
]);
export type VerificationDecisionBody = z.input<typeof verificationDecisionBodySchema>;

export const contractorRequisitesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  legalAddress: z.string().nullable(),
  postalAddress: z.string().nullable(),
  bankName: z.string().nullable(),
  bik: z.string().nullable(),
  bankAccount: z.string().nullable(),
  correspondentAccount: z.string().nullable(),
  createdAt: z.string(),
});

export const contractorVerificationSchema = verificationStateSchema.extend({
  contractor: contractorRequisitesSchema,
});
export type ContractorVerification = z.infer<typeof contractorVerificationSchema>;

export const verificationQueueItemSchema = contractorRequisitesSchema.extend({
  status: z.number().int(),
  statusLabel: z.string(),
  updatedAt: z.string(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

/** Carriers by verification status (default: every status, those waiting for a decision first). */
export const verificationQueueQuerySchema = pageQuerySchema.extend({
  status: queryIntegerSchema(0, 3).optional(),
  query: text().trim().max(255).optional(),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuerySchema>;

export const VERIFICATION_DECISION_MESSAGES = {
  verified: (name: string) => `Перевозчик ${name} верифицирован`,
  rejected: (name: string) => `Перевозчику ${name} отказано в верификации`,
} as const;

export const VERIFICATION_DECISION_CONFIRMATIONS = {
  verify: 'Вы уверены что хотите верифицировать перевозчика?',
} as const;
