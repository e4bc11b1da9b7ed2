import { describe, expect, it } from 'vitest';
import { contractorRecordExample } from '../testing/contractor-record';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  CONTRACTOR_HISTORY_ACTION_LABELS,
  type ContractorCard,
  contractorCardSchema,
  EXPRESS_DRIVERS_CHECK_TEXTS,
} from './contractor-card.schemas';

describe('contractorCardSchema', () => {
  it('passes the whole carrier card of a partner through', () => {
    const requisites = { ...contractorRecordExample, rating: { rating: null } };
    const { id, name, inn, kpp, ogrn, active, verificationStatus, rating } = requisites;
    const card: ContractorCard = {
      contractor: { id, name, inn, kpp, ogrn, active, verificationStatus, rating },
      partnerStatus: 1,
      partnerReason: null,
      partnerSince: '2025-03-12T10:00:00.000Z',
      details: {
        requisites,
        documentTypes: [{ id: 1, name: 'Устав', description: '', required: true }],
        documents: [],
        users: [
          { id: 5, fullname: 'Иванов', username: 'ivanov@example.ru', roles: ['ROLE_USER'], blocked: false },
        ],
        counts: { drivers: 0, vehicles: 0 },
        history: [
          {
            id: 9,
            createdAt: '2025-03-12T10:00:00.000Z',
            actor: { id: 2, fullname: 'Петров' },
            action: 'verify',
            actionLabel: 'Верифицирован',
            fromLabel: 'На проверке',
            toLabel: 'Верифицирован',
            comment: null,
          },
        ],
        expressDriversCheck: false,
      },
    };
    expect(contractorCardSchema.parse(card)).toEqual(card);
  });

  it('keeps only the public part of a carrier for a customer that is not its partner', () => {
    const parsed = contractorCardSchema.parse({
      contractor: { ...contractorRecordExample, rating: { rating: null } },
      partnerStatus: null,
      partnerReason: null,
      partnerSince: null,
      details: null,
    });
    expect(Object.keys(parsed.contractor).sort()).toEqual(
      ['active', 'id', 'inn', 'kpp', 'name', 'ogrn', 'rating', 'verificationStatus'].sort(),
    );
  });

  it('names every history action in Russian', () => {
    expectRussianMessages(CONTRACTOR_HISTORY_ACTION_LABELS);
  });

  it('words the express driver check in Russian', () => {
    expectRussianMessages(EXPRESS_DRIVERS_CHECK_TEXTS);
  });
});
