import type { Page } from '@portal/contract/pagination';
import type { User } from '@portal/contract/users/users.schemas';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 21,
  username: 'logist@shipper.demo',
  fullname: 'Морозов Алексей Павлович',
  phone: '+7 (900) 111-22-33',
  roles: ['ROLE_MANAGER'],
  ownerType: 'customer',
  ownerId: 3,
  blocked: false,
  active: true,
  createdAt: '2025-11-10T10:00:00+03:00',
  ...overrides,
});

export const pageOfUsers = (items: User[]): Page<User> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});
