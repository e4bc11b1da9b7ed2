import type { Session } from '@portal/contract/auth/auth.schemas';

const base: Session = {
  isAuth: true,
  id: 1,
  username: 'admin@shipper.demo',
  fullname: 'Иванов Иван',
  roles: ['ROLE_USER', 'ROLE_ADMIN'],
  ownerType: 'customer',
  ownerId: 3,
  company: { id: 3, name: 'ООО «Грузоотправитель»' },
  INN: '7701234567',
  verified: true,
  verificationStatus: 1,
};

/** Sessions of the demo roles for component tests. */
export const TEST_SESSIONS = {
  customerAdmin: base,
  customerUser: { ...base, id: 2, username: 'user@shipper.demo', roles: ['ROLE_USER'] },
  customerManager: { ...base, id: 4, username: 'manager@shipper.demo', roles: ['ROLE_USER', 'ROLE_MANAGER'] },
  contractorAdmin: {
    ...base,
    id: 5,
    username: 'admin@carrier.demo',
    ownerType: 'contractor',
    ownerId: 7,
    company: { id: 7, name: 'ООО «Перевозчик»' },
  },
} satisfies Record<string, Session>;
