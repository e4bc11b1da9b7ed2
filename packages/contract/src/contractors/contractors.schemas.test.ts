import { describe, expect, it } from 'vitest';
import { contractorRecordExample } from '../testing/contractor-record';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  CONTRACTOR_MESSAGES,
  contractorParamsSchema,
  contractorRecordSchema,
  customerContractorParamsSchema,
  customerParamsSchema,
} from './contractors.schemas';

const record = contractorRecordExample;

describe('contractorRecordSchema', () => {
  it('passes a carrier through', () => {
    expect(contractorRecordSchema.parse(record)).toEqual(record);
  });

  it('takes the four verification statuses only', () => {
    for (const verificationStatus of [0, 1, 2, 3]) {
      expect(contractorRecordSchema.safeParse({ ...record, verificationStatus }).success).toBe(true);
    }
    expect(contractorRecordSchema.safeParse({ ...record, verificationStatus: 4 }).success).toBe(false);
  });
});

describe('the carrier requests', () => {
  it('read the path ids', () => {
    expect(contractorParamsSchema.parse({ contractorId: '4' })).toEqual({ contractorId: 4 });
    expect(customerParamsSchema.parse({ customerId: '1' })).toEqual({ customerId: 1 });
    expect(customerContractorParamsSchema.parse({ customerId: '1', contractorId: '4' })).toEqual({
      customerId: 1,
      contractorId: 4,
    });
  });

  it('speak Russian, naming the status that locks the INN', () => {
    const { innLocked, ...messages } = CONTRACTOR_MESSAGES;
    expectRussianMessages(messages);
    expect(innLocked(2)).toBe('Нельзя изменить ИНН перевозчика в статусе «На проверке»');
  });
});
