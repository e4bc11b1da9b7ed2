import type { ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import type { VatRegime } from '@portal/contract/proformas/vat';

/** Every field but the VAT regime as text: the server stores an empty optional one as null. */
export type RequisitesFormValues = {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  legalAddress: string;
  postalAddress: string;
  bankName: string;
  bik: string;
  bankAccount: string;
  correspondentAccount: string;
  contactPerson: string;
  email: string;
  phone: string;
  vatRegime: VatRegime;
};

export const recordToRequisitesValues = (record: ContractorRecord): RequisitesFormValues => ({
  name: record.name,
  inn: record.inn,
  kpp: record.kpp ?? '',
  ogrn: record.ogrn ?? '',
  legalAddress: record.legalAddress ?? '',
  postalAddress: record.postalAddress ?? '',
  bankName: record.bankName ?? '',
  bik: record.bik ?? '',
  bankAccount: record.bankAccount ?? '',
  correspondentAccount: record.correspondentAccount ?? '',
  contactPerson: record.contactPerson ?? '',
  email: record.email ?? '',
  phone: record.phone ?? '',
  vatRegime: record.vatRegime,
});
