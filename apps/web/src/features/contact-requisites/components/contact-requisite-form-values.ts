import type {
  ContactRequisite,
  ContactRequisitesBody,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';

export const CARD_TEXT_FIELDS = [
  'contactPerson',
  'position',
  'phone',
  'email',
  'legalName',
  'inn',
  'kpp',
  'ogrn',
  'legalAddress',
  'postalAddress',
  'bankName',
  'bik',
  'bankAccount',
  'correspondentAccount',
  'comment',
] as const;

export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];

/** Every text field as typed ('' when empty); the server stores blanks of optional fields as null. */
export type ContactRequisiteFormValues = Record<CardTextField, string>;

export const emptyCardValues = (): ContactRequisiteFormValues =>
  Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, ''])) as ContactRequisiteFormValues;

export const cardToFormValues = (card: ContactRequisite): ContactRequisiteFormValues =>
  Object.fromEntries(
    CARD_TEXT_FIELDS.map((field) => [field, card[field] ?? '']),
  ) as ContactRequisiteFormValues;

export const formValuesToCardBody = (values: ContactRequisiteFormValues): ContactRequisitesBody =>
  Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, values[field] ?? ''])) as ContactRequisitesBody;
