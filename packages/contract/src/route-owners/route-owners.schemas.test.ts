import { describe, expect, it } from 'vitest';
import { MANAGER_GROUPS_PAGE_SIZE } from '../constants';
import { expectRussianMessages } from '../testing/russian-messages';
import {
  createRouteOwnerBodySchema,
  editRouteOwnerAgentBodySchema,
  ROUTE_OWNER_MESSAGES,
  ROUTE_OWNER_NAME_MAX,
  type RouteOwner,
  type RouteOwnerListItem,
  renameRouteOwnerBodySchema,
  routeOwnerCustomerParamsSchema,
  routeOwnerListItemSchema,
  routeOwnerListQuerySchema,
  routeOwnerParamsSchema,
  routeOwnerSchema,
} from './route-owners.schemas';

describe('routeOwnerListQuerySchema', () => {
  // SPEC 2.3 / 9: page size 100, filtered by group name and by user.
  it('pages by 100 and filters by a trimmed name and a user', () => {
    expect(routeOwnerListQuerySchema.parse({ name: ' Север ', userId: '4' })).toEqual({
      page: 1,
      limit: MANAGER_GROUPS_PAGE_SIZE,
      name: 'Север',
      userId: 4,
    });
  });

  it('refuses a page size from 1 to 100 only, and a name over 255 characters', () => {
    expect(routeOwnerListQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(routeOwnerListQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    expect(routeOwnerListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(routeOwnerListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(routeOwnerListQuerySchema.safeParse({ name: 'я'.repeat(ROUTE_OWNER_NAME_MAX + 1) }).success).toBe(
      false,
    );
  });
});

describe('the route owner bodies', () => {
  it('take a trimmed name of 1 to 255 characters', () => {
    expect(renameRouteOwnerBodySchema.parse({ name: ' Север ' })).toEqual({ name: 'Север' });
    expect(renameRouteOwnerBodySchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(renameRouteOwnerBodySchema.safeParse({ name: 'я'.repeat(ROUTE_OWNER_NAME_MAX) }).success).toBe(
      true,
    );
    expect(renameRouteOwnerBodySchema.safeParse({ name: 'я'.repeat(ROUTE_OWNER_NAME_MAX + 1) }).success).toBe(
      false,
    );
  });

  it('take an agent as a user id, or null to detach it', () => {
    expect(editRouteOwnerAgentBodySchema.parse({ agent: 5 })).toEqual({ agent: 5 });
    expect(editRouteOwnerAgentBodySchema.parse({ agent: null })).toEqual({ agent: null });
    expect(editRouteOwnerAgentBodySchema.safeParse({ agent: 0 }).success).toBe(false);
    expect(editRouteOwnerAgentBodySchema.safeParse({}).success).toBe(false);
  });

  it('create a group with a name and, if given, an agent', () => {
    expect(createRouteOwnerBodySchema.parse({ name: 'Юг', agent: 3 })).toEqual({ name: 'Юг', agent: 3 });
    expect(createRouteOwnerBodySchema.parse({ name: 'Юг' })).toEqual({ name: 'Юг' });
  });
});

describe('the route owner answers', () => {
  it('pass the list item and the group through', () => {
    const item: RouteOwnerListItem = {
      id: 1,
      name: 'Север',
      agent: { id: 2, fullname: 'Иванов' },
      membersCount: 3,
    };
    expect(routeOwnerListItemSchema.parse(item)).toEqual(item);
    const group: RouteOwner = {
      id: 1,
      name: 'Север',
      agent: { id: 2, fullname: 'Иванов', username: 'ivanov@example.ru' },
      members: [{ id: 4, fullname: 'Петров' }],
    };
    expect(routeOwnerSchema.parse(group)).toEqual(group);
  });

  it('read the path ids', () => {
    expect(routeOwnerCustomerParamsSchema.parse({ customerId: '1' })).toEqual({ customerId: 1 });
    expect(routeOwnerParamsSchema.parse({ customerId: '1', routeOwnerId: '2' })).toEqual({
      customerId: 1,
      routeOwnerId: 2,
    });
  });

  it('speak Russian, naming the group', () => {
    expectRussianMessages(ROUTE_OWNER_MESSAGES);
  });
});
