import type { ContractorValidationDocument } from '@portal/contract/verification/verification.schemas';
import { api } from '../../../shared/api/api-client';

export const attachValidationDocument = (body: { validationDocumentId: number; fileGuid: string }) =>
  api.post<ContractorValidationDocument>('/api/contractor-validatation-documents', body);
