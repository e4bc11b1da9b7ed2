import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BidAnswer, BidLog } from '@portal/contract/auctions/auctions.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createPostgresTestDatabase } from '../../../test/test-database';
import { type Database, openDatabase } from '../../core/db/database';
import { auctionBids, auctions, auditLog } from '../../db/schema/index';
import { stopAuctionScheduler } from './auction-scheduler';
import { auctionsKit } from './auctions.fixtures';
import { brokenLinkOfBids } from './bid-log';

// Issue 15 kill test: the real server runs as a child process on a private PostgreSQL database; carriers bid in a
// storm over HTTP, the server is killed with SIGKILL in the middle of it and started again. Every bid that was
// answered 201 must be stored and in the verified bid log, the accepted bids strictly decreasing across the kill,
// and the auction, once its end comes, gets exactly one winner: the lowest bid.

const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const JWT_SECRET = 'kill-test-secret-that-is-long-enough-for-hs256-0123';
const CARRIERS = 12;
// Each carrier bids at most once per BID_GAP_MS, under the 10 bids a second of the burst limit.
const BID_GAP_MS = 120;
// Acknowledged bids before the kill.
const STORM_BIDS = 40;

type Server = { child: ChildProcess; base: string; output: () => string };

/** `npm run dev`'s entry under node, as a separate process; ready when it prints its address. */
const startServer = async (databaseUrl: string, dataDir: string): Promise<Server> => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /запущен: (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (started) resolve(started[1]!);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code, signal) => reject(new Error(`server stopped (${code ?? signal}): ${output}`)));
  });
  return { child, base, output: () => output };
};

const stopServer = (server: Server, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a server killed in a bid storm',
  { timeout: 120_000 },
  () => {
    let created: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let database: Database;
    let dataDir: string;
    const servers: Server[] = [];
    beforeAll(async () => {
      created = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
      database = await openDatabase({ driver: 'postgres', url: created.url });
      dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
    });
    afterAll(async () => {
      for (const server of servers) await stopServer(server, 'SIGKILL');
      await database?.close();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('keeps every acknowledged bid, a verifying chain and one winner across a SIGKILL and a restart', async () => {
      // The auction and its carriers are made through the API of an app in this process, on the real clock.
      const t = await createTestApp({ JWT_SECRET }, database);
      await stopAuctionScheduler(t.app.ctx);
      const kit = auctionsKit(t);
      kit.clock.set(new Date());
      const customer = await kit.setUpCustomer();
      const carriers: Awaited<ReturnType<typeof kit.partner>>[] = [];
      for (let i = 0; i < CARRIERS; i += 1) carriers.push(await kit.partner(customer));
      // No anti-sniping: the end stays where the test puts it.
      const auction = await kit.activeAuction(customer, carriers, { step: 1, extensionMinutes: 0 });
      await t.close();

      let next = auction.startSum;
      const acknowledged: BidAnswer[] = [];
      const statuses = new Map<number, number>();
      // Requests the kill cut off mid-way, and those refused while no server listened: neither got an answer.
      const unanswered = { cut: 0, refused: 0 };
      /** Until `isOver`, each carrier bids one rouble below the last amount any carrier sent. */
      const storm = (server: Server, isOver: () => boolean) =>
        Promise.all(
          carriers.map(async (carrier) => {
            while (!isOver()) {
              const sentAt = Date.now();
              const summ = next;
              next -= 1;
              try {
                const response = await fetch(`${server.base}/api/auctions/${auction.id}/bids`, {
                  method: 'POST',
                  headers: { ...carrier.auth, 'content-type': 'application/json' },
                  body: JSON.stringify({ summ }),
                });
                statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
                if (response.status === 201) acknowledged.push((await response.json()) as BidAnswer);
              } catch (error) {
                const code = ((error as Error).cause as { code?: string } | undefined)?.code;
                if (code === 'ECONNREFUSED') unanswered.refused += 1;
                else unanswered.cut += 1;
              }
              await sleep(Math.max(0, BID_GAP_MS - (Date.now() - sentAt)));
            }
          }),
        );
      /** Waits until `count` more bids are acknowledged. */
      const acknowledgedMore = (count: number) => {
        const target = acknowledged.length + count;
        return expect
          .poll(() => acknowledged.length, { timeout: 20_000, interval: 10 })
          .toBeGreaterThanOrEqual(target);
      };

      const first = await startServer(created.url, dataDir);
      servers.push(first);
      let isKilled = false;
      const storming = storm(first, () => isKilled);
      // Killed in the middle of the storm, with bids in flight.
      await acknowledgedMore(STORM_BIDS);
      await stopServer(first, 'SIGKILL');
      isKilled = true;
      await storming;
      const ackedBeforeKill = acknowledged.length;

      const second = await startServer(created.url, dataDir);
      servers.push(second);
      // Bidding goes on after the restart, below every bid stored before the kill.
      let isOver = false;
      const again = storm(second, () => isOver);
      await acknowledgedMore(STORM_BIDS / 2);
      isOver = true;
      await again;
      // Every answer was a bid taken or refused by the rules, never a server error.
      expect(
        [...statuses.keys()].every((status) => [201, 422, 429].includes(status)),
        String([...statuses]),
      ).toBe(true);

      const stored = await database.db
        .select()
        .from(auctionBids)
        .where(eq(auctionBids.auctionId, auction.id))
        .orderBy(asc(auctionBids.seq));
      const storedIds = new Set(stored.map((bid) => bid.id));
      expect(acknowledged.filter((bid) => !storedIds.has(bid.id))).toEqual([]);
      for (let i = 1; i < stored.length; i += 1)
        expect(stored[i]!.summKopecks).toBeLessThanOrEqual(stored[i - 1]!.summKopecks - 100);
      expect(brokenLinkOfBids(stored)).toBeNull();
      const [row] = await database.db.select().from(auctions).where(eq(auctions.id, auction.id));
      expect(row).toMatchObject({
        bidsCount: stored.length,
        lastBidSeq: stored.length,
        lastBidHash: stored.at(-1)!.hash,
        bestSumKopecks: stored.at(-1)!.summKopecks,
      });

      // The restarted server verifies the same chain and lists every acknowledged bid in its log.
      const headers = { ...customer.manager.auth, 'content-type': 'application/json' };
      const log = (await (await fetch(`${second.base}${auction.url}/bid-log`, { headers })).json()) as BidLog;
      expect(log).toMatchObject({ isValid: true, brokenSeq: null });
      const logged = new Set(log.items.map((item) => item.bidId));
      expect(acknowledged.filter((bid) => !logged.has(bid.id))).toEqual([]);

      // The end comes; the restarted server's scheduler closes the auction once, for the lowest bid.
      const end = new Date(Date.now() + 1000);
      const moved = await fetch(`${second.base}${auction.url}/change_dates`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ dateEnd: end.toISOString() }),
      });
      expect(moved.status, await moved.text()).toBe(200);
      const status = async () =>
        (await database.db.select().from(auctions).where(eq(auctions.id, auction.id)))[0]!.status;
      await expect.poll(status, { timeout: 6000, interval: 100 }).toBe(4);
      const closes = await database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'auction'),
            eq(auditLog.entityId, String(auction.id)),
            eq(auditLog.action, 'close'),
          ),
        );
      expect(closes).toHaveLength(1);
      const [closed] = await database.db.select().from(auctions).where(eq(auctions.id, auction.id));
      expect(closed!.winnerBidId).toBe(stored.at(-1)!.id);
      console.info(
        `kill test: ${ackedBeforeKill} bids acknowledged before SIGKILL, ${acknowledged.length - ackedBeforeKill} after the restart, ${stored.length} stored, ${unanswered.cut} cut by the kill, ${unanswered.refused} refused while down, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      await stopServer(second, 'SIGTERM');
    });
  },
);
