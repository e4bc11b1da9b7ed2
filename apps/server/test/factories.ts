import { randomBytes } from 'node:crypto';
import type { Role } from '@portal/contract/roles';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/core/auth/passwords';
import type { Db } from '../src/core/db/database';
import { contractors, customers, users } from '../src/db/schema/index';

export const TEST_PASSWORD = 'test-password-1';
let passwordHash: Promise<string> | undefined;
const hashedTestPassword = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

const unique = () => randomBytes(4).toString('hex');

/** Random but checksum-valid 10-digit ИНН, so every factory company is distinct. */
export const randomInn = (): string => {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const control = (weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11) % 10;
  return [...digits, control].join('');
};

export const createCustomer = async (db: Db) => {
  const [row] = await db
    .insert(customers)
    .values({ name: `Заказчик ${unique()}`, inn: randomInn() })
    .returning();
  return row!;
};

export const createContractor = async (db: Db, status: 0 | 1 | 2 | 3 = 1) => {
  const [row] = await db
    .insert(contractors)
    .values({ name: `Перевозчик ${unique()}`, inn: randomInn(), status, active: status === 1 })
    .returning();
  return row!;
};

export const createUser = async (
  db: Db,
  owner: { ownerType: 'customer' | 'contractor'; ownerId: number },
  options: { roles?: Role[]; blocked?: boolean; activated?: boolean; passwordless?: boolean } = {},
) => {
  const [row] = await db
    .insert(users)
    .values({
      username: `user-${unique()}@example.test`,
      fullname: 'Тестов Тест Тестович',
      // An invited user has no password until it follows the invitation link.
      passwordHash: options.passwordless ? null : await hashedTestPassword(),
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      roles: options.roles ?? ['ROLE_USER'],
      blocked: options.blocked ?? false,
      activatedAt: options.activated === false ? null : new Date(),
    })
    .returning();
  return row!;
};

/** A fresh company of the given side with one user of the given role; answers the user and a token pair. */
export const createSignedInUser = async (
  app: FastifyInstance,
  side: 'customer' | 'contractor',
  roles: Role[] = ['ROLE_USER'],
  contractorStatus: 0 | 1 | 2 | 3 = 1,
) => {
  const db = app.ctx.db;
  const company =
    side === 'customer' ? await createCustomer(db) : await createContractor(db, contractorStatus);
  const user = await createUser(db, { ownerType: side, ownerId: company.id }, { roles });
  const tokens = await login(app, user.username);
  return { company, user, ...tokens, auth: { authorization: `Bearer ${tokens.token}` } };
};

export const login = async (app: FastifyInstance, username: string, password = TEST_PASSWORD) => {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; refreshToken: string };
};

/** A fresh customer with a signed-in admin, manager and plain user: the three roles of the customer's screens. */
export const createCustomerTeam = async (app: FastifyInstance) => {
  const customer = await createCustomer(app.ctx.db);
  const signIn = async (roles: Role[]) => {
    const user = await createUser(app.ctx.db, { ownerType: 'customer', ownerId: customer.id }, { roles });
    const { token } = await login(app, user.username);
    return { user, auth: { authorization: `Bearer ${token}` } };
  };
  return {
    customer,
    admin: await signIn(['ROLE_ADMIN']),
    manager: await signIn(['ROLE_MANAGER']),
    plain: await signIn(['ROLE_USER']),
  };
};
