import {
  type ContactRequisite,
  FOR_EVERY_CARRIER_LABEL,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

export const CONTACT_REQUISITE_EXPORT_COLUMNS: readonly ExportColumn<ContactRequisite>[] = [
  { header: 'Перевозчик', value: (card) => card.contractor?.name ?? FOR_EVERY_CARRIER_LABEL, width: 32 },
  { header: 'Контактное лицо', value: (card) => card.contactPerson, width: 32 },
  { header: 'Должность', value: (card) => card.position, width: 28 },
  { header: 'Телефон', value: (card) => card.phone, width: 20 },
  { header: 'E-mail', value: (card) => card.email, width: 28 },
  { header: 'Организация', value: (card) => card.legalName, width: 32 },
  { header: 'ИНН', value: (card) => card.inn, width: 14 },
  { header: 'КПП', value: (card) => card.kpp, width: 12 },
  { header: 'ОГРН', value: (card) => card.ogrn, width: 17 },
  { header: 'Юридический адрес', value: (card) => card.legalAddress, width: 40 },
  { header: 'Почтовый адрес', value: (card) => card.postalAddress, width: 40 },
  { header: 'Банк', value: (card) => card.bankName, width: 28 },
  { header: 'БИК', value: (card) => card.bik, width: 12 },
  { header: 'Расчётный счёт', value: (card) => card.bankAccount, width: 24 },
  { header: 'Корреспондентский счёт', value: (card) => card.correspondentAccount, width: 24 },
  { header: 'Комментарий', value: (card) => card.comment, width: 40 },
];
