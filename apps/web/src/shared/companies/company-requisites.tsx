import { formatDate } from '@portal/contract/format/dates';
import { VAT_REGIME_LABELS, type VatRegime } from '@portal/contract/proformas/vat';
import { RecordDescriptions } from '../components/record-descriptions';

/** The requisites of a company record as the contract answers them (the carrier record has them all). */
export type CompanyRequisitesRecord = {
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  legalAddress: string | null;
  postalAddress: string | null;
  bankName: string | null;
  bik: string | null;
  bankAccount: string | null;
  correspondentAccount: string | null;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  /** A carrier's VAT regime (DESIGN 12), where the answer carries it. */
  vatRegime?: VatRegime;
};

const ROWS: ReadonlyArray<[label: string, value: (record: CompanyRequisitesRecord) => string | null]> = [
  ['Наименование', (record) => record.name],
  ['ИНН', (record) => record.inn],
  ['КПП', (record) => record.kpp],
  ['ОГРН', (record) => record.ogrn],
  ['Налогообложение', (record) => (record.vatRegime ? VAT_REGIME_LABELS[record.vatRegime] : null)],
  ['Юридический адрес', (record) => record.legalAddress],
  ['Почтовый адрес', (record) => record.postalAddress],
  ['Банк', (record) => record.bankName],
  ['БИК', (record) => record.bik],
  ['Расчётный счёт', (record) => record.bankAccount],
  ['Корреспондентский счёт', (record) => record.correspondentAccount],
  ['Контактное лицо', (record) => record.contactPerson],
  ['Электронная почта', (record) => record.email],
  ['Телефон', (record) => record.phone],
  ['Дата регистрации', (record) => formatDate(record.createdAt)],
];

/** A company's requisites, one per line; an empty one shows a dash. */
export function CompanyRequisites({ record }: { record: CompanyRequisitesRecord }) {
  return (
    <RecordDescriptions
      labelWidth={220}
      items={ROWS.filter(([label]) => label !== 'Налогообложение' || record.vatRegime).map(
        ([label, value]) => ({
          key: label,
          label,
          children: value(record) || '—',
        }),
      )}
    />
  );
}
