import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  CONTACT_COMMENT_MAX,
  CONTACT_PERSON_MAX,
  CONTACT_REQUISITES_CONFIRMATIONS,
  CONTACT_REQUISITES_MESSAGES,
  type ContactRequisite,
  type ContractorView,
  contactRequisiteParamsSchema,
  contactRequisitesBodySchema,
  contactRequisitesContractorParamsSchema,
  contactRequisitesListQuerySchema,
  contactRequisitesParamsSchema,
  contractorContactRequisiteParamsSchema,
  contractorContactRequisitesParamsSchema,
  contractorViewSchema,
  createContactRequisitesBodySchema,
  customerContactsSchema,
  FOR_EVERY_CARRIER_LABEL,
  LEGAL_NAME_MAX,
} from './contact-requisites.schemas';

const body = {
  contactPerson: 'Иванов Иван',
  legalName: 'ООО «Заказчик»',
  inn: '7707083893',
  bik: '044525225',
  bankAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
};

const issuePaths = (input: unknown) =>
  contactRequisitesBodySchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('contactRequisitesBodySchema', () => {
  it('takes a card and stores the blank optional fields as null', () => {
    expect(contactRequisitesBodySchema.parse({ ...body, position: ' ', comment: '', phone: '' })).toEqual({
      ...body,
      position: null,
      phone: null,
      email: null,
      kpp: null,
      ogrn: null,
      legalAddress: null,
      postalAddress: null,
      bankName: null,
      comment: null,
    });
  });

  it('requires a trimmed contact person and legal name of up to 255 characters', () => {
    expect(contactRequisitesBodySchema.parse({ ...body, contactPerson: ' Петров ' }).contactPerson).toBe(
      'Петров',
    );
    expect(contactRequisitesBodySchema.parse({ ...body, legalName: ' ООО ' }).legalName).toBe('ООО');
    expect(issuePaths({ ...body, contactPerson: ' ', legalName: ' ' })).toEqual([
      'contactPerson',
      'legalName',
    ]);
    expect(
      issuePaths({
        ...body,
        contactPerson: 'я'.repeat(CONTACT_PERSON_MAX),
        legalName: 'я'.repeat(LEGAL_NAME_MAX),
      }),
    ).toEqual([]);
    expect(
      issuePaths({
        ...body,
        contactPerson: 'я'.repeat(CONTACT_PERSON_MAX + 1),
        legalName: 'я'.repeat(LEGAL_NAME_MAX + 1),
      }),
    ).toEqual(['contactPerson', 'legalName']);
  });

  it('limits the position to 255 characters and the comment to 2000', () => {
    expect(
      issuePaths({ ...body, position: 'я'.repeat(255), comment: 'я'.repeat(CONTACT_COMMENT_MAX) }),
    ).toEqual([]);
    expect(
      issuePaths({ ...body, position: 'я'.repeat(256), comment: 'я'.repeat(CONTACT_COMMENT_MAX + 1) }),
    ).toEqual(['position', 'comment']);
  });

  it('checks the codes and the accounts as a company’s own requisites', () => {
    expect(issuePaths({ ...body, inn: '7707083894', kpp: '1', bik: '044525593' })).toEqual([
      'inn',
      'kpp',
      'bankAccount',
      'correspondentAccount',
    ]);
  });

  it('names a carrier by a positive id when a card is created for one', () => {
    expect(createContactRequisitesBodySchema.parse({ ...body, contractorId: 4 }).contractorId).toBe(4);
    expect(createContactRequisitesBodySchema.parse({ ...body, contractorId: null }).contractorId).toBeNull();
    expect(createContactRequisitesBodySchema.safeParse({ ...body, contractorId: 0 }).success).toBe(false);
  });
});

describe('the contact requisites requests', () => {
  it('read every path id', () => {
    expect(contactRequisitesParamsSchema.parse({ customerId: '1' })).toEqual({ customerId: 1 });
    expect(contactRequisiteParamsSchema.parse({ customerId: '1', contactId: '2' })).toEqual({
      customerId: 1,
      contactId: 2,
    });
    expect(contactRequisitesContractorParamsSchema.parse({ customerId: '1', contractorId: '3' })).toEqual({
      customerId: 1,
      contractorId: 3,
    });
    expect(contractorContactRequisitesParamsSchema.parse({ contractorId: '3' })).toEqual({ contractorId: 3 });
    expect(
      contractorContactRequisiteParamsSchema.parse({ contractorId: '3', customerId: '1', contactId: '2' }),
    ).toEqual({ contractorId: 3, customerId: 1, contactId: 2 });
  });

  it('filters the list by a trimmed search text and a carrier', () => {
    expect(contactRequisitesListQuerySchema.parse({ query: ' Иван ', contractorId: '3' })).toEqual({
      page: 1,
      limit: 100,
      query: 'Иван',
      contractorId: 3,
    });
    expect(contactRequisitesListQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });
});

describe('the contact requisites answers', () => {
  const card: ContactRequisite = {
    id: 1,
    customer: { id: 1, name: 'ООО «Заказчик»' },
    contractor: { id: 3, name: 'ООО «Альфа»' },
    contactPerson: 'Иванов Иван',
    position: 'Логист',
    phone: null,
    email: null,
    legalName: 'ООО «Заказчик»',
    inn: '7707083893',
    kpp: null,
    ogrn: null,
    legalAddress: null,
    postalAddress: null,
    bankName: null,
    bik: null,
    bankAccount: null,
    correspondentAccount: null,
    comment: null,
    createdAt: '2025-03-12T10:00:00.000Z',
    updatedAt: '2025-03-12T10:00:00.000Z',
  };

  it('pass a carrier’s view and the carrier’s contacts through', () => {
    const view: ContractorView = {
      contractor: { id: 3, name: 'ООО «Альфа»' },
      isDefault: false,
      requisites: card,
    };
    expect(contractorViewSchema.parse(view)).toEqual(view);
    const contacts = { items: [{ isDefault: true, requisites: { ...card, contractor: null } }] };
    expect(customerContactsSchema.parse(contacts)).toEqual(contacts);
  });

  it('speak Russian', () => {
    expectRussianMessages(CONTACT_REQUISITES_MESSAGES);
    expectRussianMessages(CONTACT_REQUISITES_CONFIRMATIONS);
    expect(FOR_EVERY_CARRIER_LABEL).toBe('Для всех');
  });
});
