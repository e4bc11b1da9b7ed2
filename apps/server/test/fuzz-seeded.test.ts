import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema/index';
import { seedDemo } from '../src/seed/demo-seed';
import { createUser, login } from './factories';
import { defineFuzzSuite, type FuzzSession, type Side } from './fuzz/fuzz-suite';
import { createTestApp } from './test-app';

/** Record ids 1 to this go into reads and deletes: the demo data's kinds of cargo, fleet, lists and flights. */
const ID_SPREAD = 12;
/**
 * Seeding the demo data takes most of a minute on a loaded machine, and a rating setting that is accepted
 * recomputes every rating of the demo shipper (issue 17), seconds each, for several of an operation's attempts.
 */
const OPERATION_TIMEOUT_MS = 180_000;

const DEMO_ADMINS: Record<Side, string> = {
  customer: 'admin@shipper.demo',
  contractor: 'admin@carrier.demo',
};

/**
 * A new admin of the demo company of the side, so the paths name the demo data and its references; a new user
 * each time, because the fuzzing may delete, block or log out the one before (the demo admins included).
 */
const signInDemoCompany = async (app: FastifyInstance, side: Side): Promise<FuzzSession> => {
  const [demoAdmin] = await app.ctx.db
    .select({ ownerId: users.ownerId })
    .from(users)
    .where(eq(users.username, DEMO_ADMINS[side]));
  const companyId = demoAdmin!.ownerId;
  const admin = await createUser(
    app.ctx.db,
    { ownerType: side, ownerId: companyId },
    { roles: ['ROLE_ADMIN'] },
  );
  const { token } = await login(app, admin.username);
  return { auth: { authorization: `Bearer ${token}` }, companyId };
};

// Issue 21: on the demo data, so that deletes meet records others refer to.
defineFuzzSuite('the demo data', {
  open: async () => {
    const t = await createTestApp();
    await seedDemo(t.app.ctx);
    return t;
  },
  signIn: signInDemoCompany,
  idSpread: ID_SPREAD,
  timeoutMs: OPERATION_TIMEOUT_MS,
});
