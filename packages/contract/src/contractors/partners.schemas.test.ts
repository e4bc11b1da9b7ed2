import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  accreditPartnerBodySchema,
  addPartnerBodySchema,
  blockPartnerBodySchema,
  customerContractorListQuerySchema,
  PARTNER_CONFIRMATIONS,
  PARTNER_MESSAGES,
  type PartnerContractor,
  type PartnerCustomer,
  partnerContractorSchema,
  partnerCustomerListQuerySchema,
  partnerCustomerSchema,
} from './partners.schemas';

describe('customerContractorListQuerySchema', () => {
  it('reads the trimmed search fields and the two statuses as numbers', () => {
    expect(
      customerContractorListQuerySchema.parse({
        query: ' Альфа ',
        name: ' Аль ',
        inn: ' 7707 ',
        status: '3',
        verificationStatus: '2',
      }),
    ).toEqual({
      page: 1,
      limit: 100,
      query: 'Альфа',
      name: 'Аль',
      inn: '7707',
      status: 3,
      verificationStatus: 2,
    });
  });

  it('takes only partner statuses 1 and 3 and verification statuses 0 to 3', () => {
    expect(customerContractorListQuerySchema.parse({ status: '1' }).status).toBe(1);
    expect(customerContractorListQuerySchema.safeParse({ status: '2' }).success).toBe(false);
    expect(customerContractorListQuerySchema.parse({ verificationStatus: '0' }).verificationStatus).toBe(0);
    expect(customerContractorListQuerySchema.safeParse({ verificationStatus: '4' }).success).toBe(false);
  });

  it('limits the INN filter to 12 characters and the texts to 255', () => {
    expect(customerContractorListQuerySchema.safeParse({ inn: '500100732259' }).success).toBe(true);
    expect(customerContractorListQuerySchema.safeParse({ inn: '5001007322590' }).success).toBe(false);
    expect(customerContractorListQuerySchema.safeParse({ query: 'я'.repeat(255) }).success).toBe(true);
    expect(customerContractorListQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });
});

describe('the partner bodies', () => {
  it('add a partner by a positive carrier id', () => {
    expect(addPartnerBodySchema.parse({ contractorId: 4 })).toEqual({ contractorId: 4 });
    expect(addPartnerBodySchema.safeParse({ contractorId: 0 }).success).toBe(false);
  });

  it('accredit with an optional reason and block with a required one, up to 2000 characters', () => {
    expect(accreditPartnerBodySchema.parse({})).toEqual({ reason: null });
    expect(accreditPartnerBodySchema.parse({ reason: ' Документы в порядке ' })).toEqual({
      reason: 'Документы в порядке',
    });
    expect(blockPartnerBodySchema.parse({ reason: ' Срыв рейса ' })).toEqual({ reason: 'Срыв рейса' });
    expect(blockPartnerBodySchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(blockPartnerBodySchema.safeParse({ reason: 'я'.repeat(2000) }).success).toBe(true);
    expect(blockPartnerBodySchema.safeParse({ reason: 'я'.repeat(2001) }).success).toBe(false);
    expect(accreditPartnerBodySchema.safeParse({ reason: 'я'.repeat(2001) }).success).toBe(false);
  });
});

describe('the partner answers', () => {
  it('pass a partner carrier and a partner customer through', () => {
    const carrier: PartnerContractor = {
      id: 4,
      name: 'ООО «Альфа»',
      inn: '7707083893',
      verificationStatus: 1,
      active: true,
      rating: { rating: null },
      partnerStatus: 1,
      partnerReason: null,
      addedAt: '2025-03-12T10:00:00.000Z',
    };
    expect(partnerContractorSchema.parse(carrier)).toEqual(carrier);
    const customer: PartnerCustomer = {
      id: 1,
      name: 'ООО «Заказчик»',
      inn: '7736050003',
      partnerStatus: 3,
      since: '2025-03-12T10:00:00.000Z',
    };
    expect(partnerCustomerSchema.parse(customer)).toEqual(customer);
  });

  it("filters a carrier's customers by a trimmed text and a partner status", () => {
    expect(partnerCustomerListQuerySchema.parse({ query: ' Газ ', status: '1' })).toEqual({
      page: 1,
      limit: 100,
      query: 'Газ',
      status: 1,
    });
    expect(partnerCustomerListQuerySchema.safeParse({ status: '0' }).success).toBe(false);
  });

  it('speak Russian, naming the carrier and its status', () => {
    const { wrongStatus, ...messages } = PARTNER_MESSAGES;
    expectRussianMessages(messages);
    expect(wrongStatus('accredit', 1)).toBe('Нельзя аккредитовать перевозчика в статусе «Аккредитован»');
    expect(wrongStatus('block', 3)).toBe('Нельзя заблокировать перевозчика в статусе «Заблокирован»');
    expectRussianMessages(PARTNER_CONFIRMATIONS);
  });
});
