import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  attachValidationDocumentBodySchema,
  type ContractorVerification,
  contractorVerificationSchema,
  VERIFICATION_DECISION_CONFIRMATIONS,
  VERIFICATION_DECISION_MESSAGES,
  type VerificationQueueItem,
  verificationDecisionBodySchema,
  verificationQueueItemSchema,
  verificationQueueQuerySchema,
} from './verification.schemas';

const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';

const requisites = {
  id: 7,
  name: 'ООО «Альфа»',
  inn: '7707083893',
  kpp: null,
  ogrn: null,
  contactPerson: 'Иванов',
  email: 'alpha@example.ru',
  phone: null,
  legalAddress: null,
  postalAddress: null,
  bankName: null,
  bik: null,
  bankAccount: null,
  correspondentAccount: null,
  createdAt: '2025-03-12T10:00:00.000Z',
};

describe('verificationDecisionBodySchema', () => {
  it('verifies without a reason', () => {
    expect(verificationDecisionBodySchema.parse({ status: 1 })).toEqual({ status: 1 });
  });

  it('rejects with a trimmed reason of 1 to 2000 characters', () => {
    expect(verificationDecisionBodySchema.parse({ status: 3, reason: ' Нет устава ' })).toEqual({
      status: 3,
      reason: 'Нет устава',
    });
    expect(verificationDecisionBodySchema.safeParse({ status: 3, reason: '  ' }).success).toBe(false);
    expect(verificationDecisionBodySchema.safeParse({ status: 3 }).success).toBe(false);
    expect(verificationDecisionBodySchema.safeParse({ status: 3, reason: 'я'.repeat(2000) }).success).toBe(
      true,
    );
    expect(verificationDecisionBodySchema.safeParse({ status: 3, reason: 'я'.repeat(2001) }).success).toBe(
      false,
    );
  });

  it('takes no other status', () => {
    expect(verificationDecisionBodySchema.safeParse({ status: 2 }).success).toBe(false);
  });
});

describe('attachValidationDocumentBodySchema', () => {
  it('takes a document type id and an uploaded file guid', () => {
    expect(attachValidationDocumentBodySchema.parse({ validationDocumentId: 2, fileGuid: guid })).toEqual({
      validationDocumentId: 2,
      fileGuid: guid,
    });
    expect(
      attachValidationDocumentBodySchema.safeParse({ validationDocumentId: 0, fileGuid: guid }).success,
    ).toBe(false);
    expect(
      attachValidationDocumentBodySchema.safeParse({ validationDocumentId: 2, fileGuid: 'x' }).success,
    ).toBe(false);
  });
});

describe('verificationQueueQuerySchema', () => {
  it('filters by a status from 0 to 3 and a trimmed search text', () => {
    expect(verificationQueueQuerySchema.parse({ status: '0', query: ' Альфа ' })).toEqual({
      page: 1,
      limit: 100,
      status: 0,
      query: 'Альфа',
    });
    expect(verificationQueueQuerySchema.parse({ status: '3' }).status).toBe(3);
    expect(verificationQueueQuerySchema.safeParse({ status: '-1' }).success).toBe(false);
    expect(verificationQueueQuerySchema.safeParse({ status: '4' }).success).toBe(false);
    expect(verificationQueueQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });
});

describe('the verification answers', () => {
  it('pass a carrier under review with its documents through', () => {
    const verification: ContractorVerification = {
      status: 2,
      statusLabel: 'На проверке',
      rejectionReason: null,
      documentTypes: [{ id: 1, name: 'Устав', description: 'Копия устава', required: true }],
      documents: [
        {
          id: 3,
          validationDocumentId: 1,
          file: {
            guid,
            originalName: 'устав.pdf',
            mimeType: 'application/pdf',
            size: 100,
            createdAt: '2025-03-12T10:00:00.000Z',
          },
          createdAt: '2025-03-12T10:00:00.000Z',
        },
      ],
      contractor: requisites,
    };
    expect(contractorVerificationSchema.parse(verification)).toEqual(verification);
  });

  it('pass a queue entry through', () => {
    const item: VerificationQueueItem = {
      ...requisites,
      status: 2,
      statusLabel: 'На проверке',
      updatedAt: '2025-03-13T10:00:00.000Z',
    };
    expect(verificationQueueItemSchema.parse(item)).toEqual(item);
  });

  it('speak Russian, naming the carrier', () => {
    expectRussianMessages(VERIFICATION_DECISION_MESSAGES);
    expectRussianMessages(VERIFICATION_DECISION_CONFIRMATIONS);
  });
});
