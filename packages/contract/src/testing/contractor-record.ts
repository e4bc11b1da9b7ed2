import type { ContractorRecord } from '../contractors/contractors.schemas';

/** A verified carrier as the API answers it, for schema tests. */
export const contractorRecordExample: ContractorRecord = {
  id: 4,
  name: 'ООО «Альфа»',
  inn: '7707083893',
  kpp: null,
  ogrn: null,
  legalAddress: null,
  postalAddress: null,
  bankName: null,
  bik: null,
  bankAccount: null,
  correspondentAccount: null,
  contactPerson: 'Иванов',
  email: null,
  phone: null,
  vatRegime: 'general',
  active: true,
  verificationStatus: 1,
  rejectionReason: null,
  rating: { rating: 42.5 },
  createdAt: '2025-03-12T10:00:00.000Z',
};
