import * as z from 'zod';
import { checkBankAccounts, optionalText, requisitesSchema } from '../companies/requisites.schemas';
import { idParamSchema, idSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';

export const CONTACT_PERSON_MAX = 255;
export const LEGAL_NAME_MAX = 255;
export const CONTACT_COMMENT_MAX = 2000;

const companyRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A customer's contact person and requisites as carriers see them: `contractor` null is the customer's default
 * card, a carrier names the card that carrier sees instead of the default.
 */
export const contactRequisiteSchema = z.object({
  id: z.number().int(),
  customer: companyRefSchema,
  contractor: companyRefSchema.nullable(),
  contactPerson: z.string(),
  position: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  legalName: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  legalAddress: z.string().nullable(),
  postalAddress: z.string().nullable(),
  bankName: z.string().nullable(),
  bik: z.string().nullable(),
  bankAccount: z.string().nullable(),
  correspondentAccount: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactRequisite = z.infer<typeof contactRequisiteSchema>;

// The codes, addresses and bank details are checked exactly as a company's own requisites are.
const {
  inn,
  kpp,
  ogrn,
  legalAddress,
  postalAddress,
  bankName,
  bik,
  bankAccount,
  correspondentAccount,
  email,
  phone,
} = requisitesSchema.shape;

export const contactPersonSchema = text().trim().min(1).max(CONTACT_PERSON_MAX);
export const legalNameSchema = text().trim().min(1).max(LEGAL_NAME_MAX);

/** The card's fields; blank optional fields are stored as null. */
export const contactRequisitesBodySchema = z
  .object({
    contactPerson: contactPersonSchema,
    position: optionalText(255),
    phone,
    email,
    legalName: legalNameSchema,
    inn,
    kpp,
    ogrn,
    legalAddress,
    postalAddress,
    bankName,
    bik,
    bankAccount,
    correspondentAccount,
    comment: optionalText(CONTACT_COMMENT_MAX),
  })
  .superRefine(checkBankAccounts);
export type ContactRequisitesBody = z.input<typeof contactRequisitesBodySchema>;
export type ContactRequisitesValues = z.output<typeof contactRequisitesBodySchema>;

/** A new card: for every carrier (no contractorId, the default) or for one partner carrier. */
export const createContactRequisitesBodySchema = contactRequisitesBodySchema.safeExtend({
  contractorId: idSchema.nullish(),
});
export type CreateContactRequisitesBody = z.input<typeof createContactRequisitesBodySchema>;

export const contactRequisitesParamsSchema = z.object({ customerId: idParamSchema });
export const contactRequisiteParamsSchema = z.object({ customerId: idParamSchema, contactId: idParamSchema });
export const contactRequisitesContractorParamsSchema = z.object({
  customerId: idParamSchema,
  contractorId: idParamSchema,
});
export const contractorContactRequisitesParamsSchema = z.object({ contractorId: idParamSchema });
export const contractorContactRequisiteParamsSchema = z.object({
  contractorId: idParamSchema,
  customerId: idParamSchema,
  contactId: idParamSchema,
});

/** The customer's list: a part of the contact person, organisation or carrier name, and one carrier. */
export const contactRequisitesListQuerySchema = pageQuerySchema.extend({
  query: text().trim().max(255).optional(),
  contractorId: idParamSchema.optional(),
});
export type ContactRequisitesListQuery = z.input<typeof contactRequisitesListQuerySchema>;

/** What one carrier sees from one customer: its own card, else the default (`isDefault`), else nothing. */
export const contractorViewSchema = z.object({
  contractor: companyRefSchema,
  isDefault: z.boolean(),
  requisites: contactRequisiteSchema.nullable(),
});
export type ContractorView = z.infer<typeof contractorViewSchema>;

/** The carrier's side: one card per customer it is a partner of (customers with no card are left out). */
export const customerContactsSchema = z.object({
  items: z.array(z.object({ isDefault: z.boolean(), requisites: contactRequisiteSchema })),
});
export type CustomerContacts = z.infer<typeof customerContactsSchema>;

export const CONTACT_REQUISITES_MESSAGES = {
  notFound: 'Контактные реквизиты не найдены',
  contractorNotPartner: 'Перевозчик не найден среди партнёров заказчика',
  defaultExists: 'Реквизиты для всех перевозчиков уже заданы: измените их',
  contractorExists: 'Для этого перевозчика реквизиты уже заданы: измените их',
  added: 'Контактные реквизиты добавлены',
  updated: 'Контактные реквизиты сохранены',
  deleted: 'Контактные реквизиты удалены',
} as const;

export const CONTACT_REQUISITES_CONFIRMATIONS = {
  delete: 'Вы уверены что хотите удалить контактные реквизиты?',
} as const;

/** The column and card label of a card without a carrier. */
export const FOR_EVERY_CARRIER_LABEL = 'Для всех';
