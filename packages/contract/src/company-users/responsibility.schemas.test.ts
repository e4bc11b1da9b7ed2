import { describe, expect, it } from 'vitest';
import {
  RESPONSIBILITY_MAX_ITEMS,
  RESPONSIBILITY_MESSAGES,
  responsibleContractorSchema,
  userContractorsBodySchema,
  userContractorsSchema,
  userRouteOwnersBodySchema,
  userRouteOwnersSchema,
} from './responsibility.schemas';

// decisions.md «Customer user responsibility»: PATCH replaces the whole set.
describe('the responsibility bodies', () => {
  const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

  it('take a set of positive ids, empty or up to 500', () => {
    expect(userContractorsBodySchema.parse({ contractorIds: [] })).toEqual({ contractorIds: [] });
    expect(userRouteOwnersBodySchema.parse({ routeOwnerIds: [2, 1] })).toEqual({ routeOwnerIds: [2, 1] });
    expect(
      userContractorsBodySchema.safeParse({ contractorIds: ids(RESPONSIBILITY_MAX_ITEMS) }).success,
    ).toBe(true);
    expect(
      userContractorsBodySchema.safeParse({ contractorIds: ids(RESPONSIBILITY_MAX_ITEMS + 1) }).success,
    ).toBe(false);
    expect(userRouteOwnersBodySchema.safeParse({ routeOwnerIds: [0] }).success).toBe(false);
  });

  it('refuse an id given twice', () => {
    expect(userRouteOwnersBodySchema.safeParse({ routeOwnerIds: [1, 1] }).error?.issues[0]?.message).toBe(
      'значения не должны повторяться',
    );
  });

  it('answer each carrier as the selector shows it', () => {
    const carrier = { id: 4, name: 'ООО «Альфа»', inn: '7707083893', active: true, partnerStatus: 1 };
    expect(responsibleContractorSchema.parse(carrier)).toEqual(carrier);
    expect(userContractorsSchema.parse({ items: [carrier] })).toEqual({ items: [carrier] });
  });

  it('answer the route owners by id and name', () => {
    const answer = { items: [{ id: 2, name: 'Север' }] };
    expect(userRouteOwnersSchema.parse(answer)).toEqual(answer);
  });

  it('name the refused ids in Russian', () => {
    expect(RESPONSIBILITY_MESSAGES.notPartners([3, 4])).toBe(
      'Перевозчики: не являются партнёрами заказчика: 3, 4',
    );
  });
});
