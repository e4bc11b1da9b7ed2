import { maxAllowedBidKopecks, splitInProportion } from '@portal/contract/auctions/bid-rules';
import { withRouteCodeSuffix } from '@portal/contract/freight/route-code';
import { toRoubles } from '@portal/contract/validation/money';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../core/db/database';
import { pseudonymOf } from '../../core/procurement/pseudonyms';
import {
  auctionBids,
  auctionParticipants,
  auctionRoutes,
  auctions,
  customers,
  movementPoints,
  routes,
  users,
} from '../../db/schema/index';
import { bidHash, GENESIS_HASH } from '../../modules/auctions/bid-log';
import { DEMO_CUSTOMER_INN } from '../demo-accounts';
import type { SeedContext } from '../seed-files';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DEMO_NOTE = 'Демо-аукцион';

type Plan = {
  status: 0 | 1 | 2 | 4 | 5;
  /** Start and end relative to the first start's now. */
  start: number | null;
  end: number;
  /** Bids from the carriers, as a share of the start price, oldest first; an ended auction's lowest one wins. */
  bids: { carrier: string; share: number; at: number }[];
};

// DESIGN 9 and issue 15: the demo shipper's auctions in the states a tester needs: a draft, a planned one, one
// running for days (so admin@carrier.demo and user@carrier.demo can bid), one won by the demo carrier still in its
// decline window, and a closed one whose flight is assigned to its winner.
const PLANS: Plan[] = [
  { status: 0, start: null, end: 2 * DAY, bids: [] },
  { status: 1, start: 1 * DAY, end: 1 * DAY + 2 * HOUR, bids: [] },
  {
    status: 2,
    start: -1 * HOUR,
    end: 3 * DAY,
    bids: [
      { carrier: 'volga', share: 0.98, at: -50 * MINUTE },
      { carrier: 'carrier', share: 0.96, at: -40 * MINUTE },
      { carrier: 'sibir', share: 0.95, at: -20 * MINUTE },
    ],
  },
  {
    status: 4,
    start: -3 * HOUR,
    end: -10 * MINUTE,
    bids: [
      { carrier: 'sibir', share: 0.97, at: -2 * HOUR },
      { carrier: 'carrier', share: 0.93, at: -30 * MINUTE },
    ],
  },
  {
    status: 5,
    start: -3 * DAY,
    end: -3 * DAY + 2 * HOUR,
    bids: [
      { carrier: 'carrier', share: 0.99, at: -3 * DAY + 30 * MINUTE },
      { carrier: 'volga', share: 0.94, at: -3 * DAY + 80 * MINUTE },
    ],
  },
];

const STEP_KOPECKS = 100_000;

/** Runs while the demo shipper has no auction; each auction gets a ready flight of its own. */
export const seedAuctions = async (ctx: SeedContext, now = new Date()): Promise<boolean> => {
  const [shipper] = await ctx.db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!shipper) return false;
  const [existing] = await ctx.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.customerId, shipper.id))
    .limit(1);
  if (existing) return false;
  const sources = await ctx.db
    .select()
    .from(routes)
    .where(
      and(
        eq(routes.customerId, shipper.id),
        eq(routes.isCancel, false),
        gt(routes.planDateArrival, new Date(now.getTime() + DAY)),
      ),
    )
    .orderBy(asc(routes.planDateArrival))
    .limit(PLANS.length);
  if (sources.length === 0) return false;
  const carrierUsers = await ctx.db
    .select({ username: users.username, ownerId: users.ownerId })
    .from(users)
    .where(inArray(users.username, ['admin@carrier.demo', 'admin@volga.demo', 'admin@sibir.demo']));
  const carriers = Object.fromEntries(carrierUsers.map((user) => [user.username.slice(6, -5), user.ownerId]));
  if (Object.keys(carriers).length < 3) return false;
  const [manager] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'manager@shipper.demo'));
  await ctx.db.transaction(async (tx) => {
    for (const [index, plan] of PLANS.entries()) {
      const flight = await readyFlightLike(tx, sources[index % sources.length]!);
      await insertAuction(
        tx,
        { customerId: shipper.id, createdBy: manager?.id ?? null, now, carriers },
        plan,
        flight,
      );
    }
  });
  return true;
};

type RouteRow = typeof routes.$inferSelect;

/**
 * A ready flight without a carrier for a demo auction: a copy of one of the shipper's coming flights (its way,
 * day and points), with the next free code of that day, so the flights' own demo set stays as it was.
 */
const readyFlightLike = async (tx: Tx, source: RouteRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = source;
  const taken = await tx
    .select({ code: routes.routeCode })
    .from(routes)
    .where(and(eq(routes.customerId, source.customerId), eq(routes.routeDay, source.routeDay)));
  const routeCode = withRouteCodeSuffix(
    source.routeCode.replace(/-\d+$/, ''),
    taken.map((row) => row.code),
  );
  const [copy] = await tx
    .insert(routes)
    .values({
      ...values,
      routeCode,
      contractorId: null,
      freightSumKopecks: null,
      vehicleId: null,
      trailerId: null,
      firstDriverId: null,
      secondDriverId: null,
      isDraft: false,
      currentState: 0,
      lateness: 0,
      comment: DEMO_NOTE,
    })
    .returning({ id: routes.id, initialSumKopecks: routes.initialSumKopecks });
  const points = await tx.select().from(movementPoints).where(eq(movementPoints.routeId, source.id));
  if (points.length > 0)
    await tx.insert(movementPoints).values(
      points.map(({ id: _pointId, ...point }) => ({
        ...point,
        routeId: copy!.id,
        factDateArrival: null,
        interval: null,
      })),
    );
  return copy!;
};

const insertAuction = async (
  tx: Tx,
  c: { customerId: number; createdBy: number | null; now: Date; carriers: Record<string, number> },
  plan: Plan,
  route: { id: number; initialSumKopecks: number },
) => {
  const at = (offset: number) => new Date(c.now.getTime() + offset);
  const startSumKopecks = route.initialSumKopecks;
  const [row] = await tx
    .insert(auctions)
    .values({
      customerId: c.customerId,
      status: plan.status,
      dateStart: plan.start === null ? null : at(plan.start),
      dateEnd: at(plan.end),
      startSumKopecks,
      stepKopecks: STEP_KOPECKS,
      extensionMinutes: 5,
      comment: DEMO_NOTE,
      createdBy: c.createdBy,
    })
    .returning({ id: auctions.id });
  const auctionId = row!.id;
  await tx.insert(auctionRoutes).values({ auctionId, routeId: route.id });
  await tx
    .insert(auctionParticipants)
    .values(Object.values(c.carriers).map((contractorId) => ({ auctionId, contractorId })));
  let prevHash = GENESIS_HASH;
  let best: number | null = null;
  let lastBidId: number | null = null;
  let seq = 0;
  const bidders: number[] = [];
  for (const bid of plan.bids) {
    // Whole thousands below the start price, and never above what the bid rules take (DESIGN 11): a small start
    // price would otherwise round several shares to one sum.
    const wanted = Math.floor((startSumKopecks * bid.share) / STEP_KOPECKS) * STEP_KOPECKS;
    const allowed = maxAllowedBidKopecks({
      startSumKopecks,
      stepKopecks: STEP_KOPECKS,
      bestSumKopecks: best,
    });
    if (allowed === null) break;
    const summKopecks = Math.min(wanted, allowed);
    const createdOn = at(bid.at);
    const contractorId = c.carriers[bid.carrier]!;
    seq += 1;
    const bidder = pseudonymOf(bidders, contractorId);
    if (bidder > bidders.length) bidders.push(contractorId);
    const [inserted] = await tx
      .insert(auctionBids)
      .values({ auctionId, contractorId, summKopecks, createdOn, seq, prevHash, hash: '' })
      .returning({ id: auctionBids.id });
    const hash = bidHash({
      seq,
      bidId: inserted!.id,
      bidder,
      summ: toRoubles(summKopecks),
      createdOn: createdOn.toISOString(),
      prevHash,
    });
    await tx.update(auctionBids).set({ hash }).where(eq(auctionBids.id, inserted!.id));
    prevHash = hash;
    best = summKopecks;
    lastBidId = inserted!.id;
  }
  const isEnded = plan.status === 4 || plan.status === 5;
  await tx
    .update(auctions)
    .set({
      bestSumKopecks: best,
      bidsCount: seq,
      lastBidSeq: seq,
      lastBidHash: seq > 0 ? prevHash : null,
      winnerBidId: isEnded ? lastBidId : null,
      winnerDeadline: plan.status === 4 ? at(1 * DAY) : plan.status === 5 ? at(plan.end + 30 * MINUTE) : null,
    })
    .where(eq(auctions.id, auctionId));
  const winner = plan.bids[seq - 1]?.carrier;
  if (plan.status === 5 && winner && best !== null) {
    const [share] = splitInProportion(best, [route.initialSumKopecks]);
    await tx
      .update(routes)
      .set({ contractorId: c.carriers[winner]!, freightSumKopecks: share! })
      .where(eq(routes.id, route.id));
  }
};
