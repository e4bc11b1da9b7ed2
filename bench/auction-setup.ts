// Run by auction.mjs with tsx before the server starts: the data of the auction bench, made with the auction tests'
// own fixtures (auctionsKit) on the database the server will open (DATA_DIR's PGlite, or DATABASE_URL): a customer,
// `carriers` verified carriers accredited by it, each with a signed-in admin, and one active auction of them all
// that ends in a day, with a bid step of 1 kopeck so that thousands of bids fit under the start price. The tokens
// are signed with JWT_SECRET, which the bench gives the server too. Prints JSON on stdout.
// Usage: DATA_DIR=… [DATABASE_URL=…] JWT_SECRET=… tsx bench/auction-setup.ts <carriers>

import { buildApp } from '../apps/server/src/core/app';
import { systemClock } from '../apps/server/src/core/clock';
import { loadConfig } from '../apps/server/src/core/config';
import { openDatabase } from '../apps/server/src/core/db/database';
import { auctionsKit } from '../apps/server/src/modules/auctions/auctions.fixtures';

const carrierCount = Number(process.argv[2]);
// Logins hash passwords: a few at a time keep both cores busy without queueing hundreds of them.
const LOGINS_AT_ONCE = 8;
const DAY_MS = 86_400_000;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000000' });
const database = await openDatabase(
  config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.pgliteDir },
);
const app = await buildApp(config, { database, logger: false });
await app.ready();
const t = { app, database, config, close: async () => {} };
const kit = auctionsKit(t);
// The kit stops the clock for the tests; the bench runs on real time.
app.ctx.clock = systemClock;

const customer = await kit.setUpCustomer();
const carriers: Awaited<ReturnType<typeof kit.partner>>[] = [];
while (carriers.length < carrierCount) {
  const batch = Math.min(LOGINS_AT_ONCE, carrierCount - carriers.length);
  carriers.push(...(await Promise.all(Array.from({ length: batch }, () => kit.partner(customer)))));
}
const auction = await kit.activeAuction(customer, carriers, {
  dateEnd: new Date(Date.now() + DAY_MS).toISOString(),
  step: 0.01,
  extensionMinutes: 0,
});

process.stdout.write(
  JSON.stringify({
    customerId: customer.customerId,
    customerToken: customer.manager.auth.authorization.replace('Bearer ', ''),
    auctionId: auction.id,
    startSum: auction.startSum,
    step: 0.01,
    carriers: carriers.map((carrier) => ({ id: carrier.id, token: carrier.token })),
  }),
);
await app.close();
await database.close();
