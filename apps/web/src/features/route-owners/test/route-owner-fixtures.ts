import type { Session } from '@portal/contract/auth/auth.schemas';
import type { UserOption } from '@portal/contract/lookups/lookups.schemas';
import type { Page } from '@portal/contract/pagination';
import type { RouteOwner, RouteOwnerListItem } from '@portal/contract/route-owners/route-owners.schemas';
import { TEST_SESSIONS } from '../../../shared/test/sessions';

export const MANAGER_SESSION: Session = {
  ...TEST_SESSIONS.customerUser,
  id: 4,
  username: 'manager@shipper.demo',
  roles: ['ROLE_MANAGER'],
};

export const TEST_USERS: UserOption[] = [
  { id: 21, fullname: 'Морозов Алексей Павлович', username: 'logist1@shipper.demo' },
  { id: 22, fullname: 'Волкова Ольга Сергеевна', username: 'logist2@shipper.demo' },
];

export const testGroupItem = (overrides: Partial<RouteOwnerListItem> = {}): RouteOwnerListItem => ({
  id: 7,
  name: 'СТЛ Москва',
  agent: { id: 21, fullname: 'Морозов Алексей Павлович' },
  membersCount: 2,
  ...overrides,
});

export const testGroup = (overrides: Partial<RouteOwner> = {}): RouteOwner => ({
  id: 7,
  name: 'СТЛ Москва',
  agent: { id: 21, fullname: 'Морозов Алексей Павлович', username: 'logist1@shipper.demo' },
  members: [
    { id: 21, fullname: 'Морозов Алексей Павлович' },
    { id: 23, fullname: 'Лебедев Игорь Викторович' },
  ],
  ...overrides,
});

export const pageOf = <T>(items: T[], limit = 100): Page<T> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: limit,
});
