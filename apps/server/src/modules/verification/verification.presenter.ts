import type {
  ContractorValidationDocument,
  ValidationDocumentType,
} from '@portal/contract/verification/verification.schemas';
import { presentFile } from '../files/files.presenter';
import type { ContractorDocumentRow, DocumentTypeRow } from './verification.repository';
import type { ContractorRow } from './verification-decision.repository';

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

/** A carrier's requisites as the customer's verification screen shows them. */
export const presentRequisites = (row: ContractorRow) => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  kpp: row.kpp,
  ogrn: row.ogrn,
  contactPerson: row.contactPerson,
  email: row.email,
  phone: row.phone,
  legalAddress: row.legalAddress,
  postalAddress: row.postalAddress,
  bankName: row.bankName,
  bik: row.bik,
  bankAccount: row.bankAccount,
  correspondentAccount: row.correspondentAccount,
  createdAt: row.createdAt.toISOString(),
});
