import * as z from 'zod';
import { fileRecordSchema } from '../files/files.schemas';

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
  validationDocumentId: z.number().int().positive(),
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
