import type {
  ContractorValidationDocument,
  ValidationDocumentType,
} from '@portal/contract/verification/verification.schemas';
import { presentFile } from '../files/files.presenter';
import type { ContractorDocumentRow, DocumentTypeRow } from './verification.repository';

export const presentContractorDocument = (row: ContractorDocumentRow): ContractorValidationDocument => ({
  id: row.document.id,
  validationDocumentId: row.document.validationDocumentId,
  file: presentFile(row.file),
  createdAt: row.document.createdAt.toISOString(),
});

export const presentDocumentType = ({
  id,
  name,
  description,
  required,
}: DocumentTypeRow): ValidationDocumentType => ({
  id,
  name,
  description,
  required,
});
