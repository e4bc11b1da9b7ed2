import type { ContractorValidationDocument } from '@portal/contract/verification/verification.schemas';
import { presentFile } from '../files/files.presenter';
import type { ContractorDocumentRow } from './verification.repository';

export const presentContractorDocument = (row: ContractorDocumentRow): ContractorValidationDocument => ({
  id: row.document.id,
  validationDocumentId: row.document.validationDocumentId,
  file: presentFile(row.file),
  createdAt: row.document.createdAt.toISOString(),
});
