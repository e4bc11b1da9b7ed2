import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  CONTRACTOR_LIST_CONFIRMATIONS,
  CONTRACTOR_LIST_MEMBER_REFUSALS,
  CONTRACTOR_LIST_MEMBERS_MAX,
  CONTRACTOR_LIST_MESSAGES,
  CONTRACTOR_LIST_NAME_MAX,
  type ContractorList,
  contractorListBodySchema,
  contractorListMemberIdsSchema,
  contractorListParamsSchema,
  contractorListQuerySchema,
  contractorListSchema,
  contractorListsParamsSchema,
  copyContractorListBodySchema,
  copyNameOf,
} from './contractor-lists.schemas';

describe('copyNameOf', () => {
  it('adds « (копия)» to the source name', () => {
    expect(copyNameOf('Рефрижераторы')).toBe('Рефрижераторы (копия)');
  });

  it('cuts a long source name so the copy’s name still fits the limit', () => {
    const name = copyNameOf('Я'.repeat(CONTRACTOR_LIST_NAME_MAX));
    expect(name).toHaveLength(CONTRACTOR_LIST_NAME_MAX);
    expect(name.endsWith(' (копия)')).toBe(true);
  });
});

describe('contractorListMemberIdsSchema', () => {
  it('takes distinct carrier ids, at least one', () => {
    expect(contractorListMemberIdsSchema.safeParse([1, 2]).success).toBe(true);
    expect(contractorListMemberIdsSchema.safeParse([]).error?.issues[0]?.message).toBe(
      'добавьте хотя бы одного перевозчика',
    );
    expect(contractorListMemberIdsSchema.safeParse([3, 3]).error?.issues[0]?.message).toBe(
      'перевозчики не должны повторяться',
    );
  });
});

describe('contractorListBodySchema', () => {
  it('takes a trimmed name of 1 to 255 characters and the carriers', () => {
    expect(contractorListBodySchema.parse({ name: ' Рефы ', contractorIds: [1] })).toEqual({
      name: 'Рефы',
      contractorIds: [1],
    });
    const named = (name: string) => contractorListBodySchema.safeParse({ name, contractorIds: [1] }).success;
    expect(named(' ')).toBe(false);
    expect(named('я'.repeat(CONTRACTOR_LIST_NAME_MAX))).toBe(true);
    expect(named('я'.repeat(CONTRACTOR_LIST_NAME_MAX + 1))).toBe(false);
    expect(copyContractorListBodySchema.parse({ name: ' Копия ' })).toEqual({ name: 'Копия' });
  });

  it('takes at most 500 carriers', () => {
    const ids = Array.from({ length: CONTRACTOR_LIST_MEMBERS_MAX + 1 }, (_, index) => index + 1);
    expect(contractorListMemberIdsSchema.safeParse(ids.slice(1)).success).toBe(true);
    expect(contractorListMemberIdsSchema.safeParse(ids).success).toBe(false);
  });
});

describe('the contractor list requests and answers', () => {
  it('read the path ids and the filters', () => {
    expect(contractorListsParamsSchema.parse({ customerId: '1' })).toEqual({ customerId: 1 });
    expect(contractorListParamsSchema.parse({ customerId: '1', contractorListId: '2' })).toEqual({
      customerId: 1,
      contractorListId: 2,
    });
    expect(contractorListQuerySchema.parse({ name: ' Рефы ', contractorId: '4' })).toEqual({
      page: 1,
      limit: 100,
      name: 'Рефы',
      contractorId: 4,
    });
    expect(
      contractorListQuerySchema.safeParse({ name: 'я'.repeat(CONTRACTOR_LIST_NAME_MAX + 1) }).success,
    ).toBe(false);
  });

  it('pass a list with its members as they are now', () => {
    const list: ContractorList = {
      id: 1,
      name: 'Рефы',
      membersCount: 2,
      createdAt: '2025-03-12T10:00:00.000Z',
      updatedAt: '2025-03-12T10:00:00.000Z',
      createdBy: { id: 2, fullname: 'Петров' },
      members: [
        {
          id: 4,
          name: 'ООО «Альфа»',
          inn: '7707083893',
          active: true,
          verificationStatus: 1,
          partnerStatus: 1,
        },
        {
          id: 5,
          name: 'ООО «Бета»',
          inn: '7736050003',
          active: false,
          verificationStatus: 3,
          partnerStatus: 3,
        },
      ],
    };
    expect(contractorListSchema.parse(list)).toEqual(list);
    const member = list.members[0]!;
    expect(
      contractorListSchema.safeParse({ ...list, members: [{ ...member, partnerStatus: 2 }] }).success,
    ).toBe(false);
  });

  it('speak Russian, naming the list and the refused carrier', () => {
    const { inUse: _countedUses, ...named } = CONTRACTOR_LIST_MESSAGES;
    expectRussianMessages(named);
    expectRussianMessages(CONTRACTOR_LIST_CONFIRMATIONS);
    expectRussianMessages(CONTRACTOR_LIST_MEMBER_REFUSALS, [42]);
  });

  it('name the auctions and tenders that keep a list from being deleted', () => {
    expect(CONTRACTOR_LIST_MESSAGES.inUse({ auctions: 2, tenders: 1 })).toBe(
      'Список перевозчиков используется в 2\u00a0аукционах и в 1\u00a0тендере',
    );
    expect(CONTRACTOR_LIST_MESSAGES.inUse({ auctions: 1, tenders: 0 })).toBe(
      'Список перевозчиков используется в 1\u00a0аукционе',
    );
  });
});
