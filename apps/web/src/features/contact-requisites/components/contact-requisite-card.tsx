import {
  type ContactRequisite,
  FOR_EVERY_CARRIER_LABEL,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';

type Row = [label: string, value: (card: ContactRequisite) => ReactNode];

const phoneLink = (phone: string | null) =>
  phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null;
const mailLink = (email: string | null) => (email ? <a href={`mailto:${email}`}>{email}</a> : null);

const CONTACT_ROWS: Row[] = [
  ['Контактное лицо', (card) => card.contactPerson],
  ['Должность', (card) => card.position],
  ['Телефон', (card) => phoneLink(card.phone)],
  ['Электронная почта', (card) => mailLink(card.email)],
];

const COMPANY_ROWS: Row[] = [
  ['Организация', (card) => card.legalName],
  ['ИНН', (card) => card.inn],
  ['КПП', (card) => card.kpp],
  ['ОГРН', (card) => card.ogrn],
  ['Юридический адрес', (card) => card.legalAddress],
  ['Почтовый адрес', (card) => card.postalAddress],
  ['Банк', (card) => card.bankName],
  ['БИК', (card) => card.bik],
  ['Расчётный счёт', (card) => card.bankAccount],
  ['Корреспондентский счёт', (card) => card.correspondentAccount],
  ['Комментарий', (card) => card.comment],
];

const CARRIER_ROW: Row = ['Перевозчик', (card) => card.contractor?.name ?? FOR_EVERY_CARRIER_LABEL];

type ContactRequisiteCardProps = {
  card: ContactRequisite;
  /** The customer's side shows whom the card is for. */
  isCarrierShown?: boolean;
  /** Only the contact person and the ways to reach them (the carrier's summary list). */
  isContactOnly?: boolean;
};

/** A card one field per line (fits a phone); an empty field shows a dash. */
export function ContactRequisiteCard({
  card,
  isCarrierShown = false,
  isContactOnly = false,
}: ContactRequisiteCardProps) {
  const rows = [
    ...(isCarrierShown ? [CARRIER_ROW] : []),
    ...CONTACT_ROWS,
    ...(isContactOnly ? [] : COMPANY_ROWS),
  ];
  const items: DescriptionsProps['items'] = rows.map(([label, value]) => ({
    key: label,
    label,
    children: value(card) || '—',
  }));
  return <RecordDescriptions contentStyle={{ whiteSpace: 'pre-line' }} items={items} />;
}
