import { formatDate } from '@portal/contract/format/dates';
import type { ContractorVerification } from '@portal/contract/verification/verification.schemas';
import { Descriptions } from 'antd';

type Requisites = ContractorVerification['contractor'];

const ROWS: ReadonlyArray<[label: string, value: (requisites: Requisites) => string | null]> = [
  ['Наименование', (r) => r.name],
  ['ИНН', (r) => r.inn],
  ['КПП', (r) => r.kpp],
  ['ОГРН', (r) => r.ogrn],
  ['Юридический адрес', (r) => r.legalAddress],
  ['Почтовый адрес', (r) => r.postalAddress],
  ['Банк', (r) => r.bankName],
  ['БИК', (r) => r.bik],
  ['Расчётный счёт', (r) => r.bankAccount],
  ['Корреспондентский счёт', (r) => r.correspondentAccount],
  ['Контактное лицо', (r) => r.contactPerson],
  ['Электронная почта', (r) => r.email],
  ['Телефон', (r) => r.phone],
  ['Дата регистрации', (r) => formatDate(r.createdAt)],
];

/** The carrier's requisites as the customer checks them; an empty one shows a dash. */
export function ContractorRequisites({ requisites }: { requisites: Requisites }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 220 } }}
      items={ROWS.map(([label, value]) => ({ key: label, label, children: value(requisites) || '—' }))}
    />
  );
}
