import { describe, expect, it } from 'vitest';
import {
  CONTRACTOR_LIST_NAME_MAX,
  contractorListMemberIdsSchema,
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
