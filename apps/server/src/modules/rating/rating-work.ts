import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import type { DeliveredEvent } from '../../core/realtime/event-bus';
import { auctionBids, auctions, routes } from '../../db/schema/index';
import { recomputeRatings } from './rating-recompute';

// Issue 17: ratings follow the flights and auctions within seconds. The rating listens on the bus those
// features already publish to after their commits (a route changed: arrival, event, closing; an auction ended),
// so their code does not call the rating. Work for one customer and carrier is merged over DEBOUNCE_MS.

const DEBOUNCE_MS = 200;
const ENDED_AUCTION = [3, 4, 5];

export type RatingWork = {
  schedule: (customerId: number, contractorId: number) => void;
  /** Resolves once everything scheduled so far is recomputed (tests, shutdown). */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

const works = new WeakMap<AppContext, RatingWork>();
export const ratingWorkOf = (ctx: AppContext): RatingWork | undefined => works.get(ctx);

const pairsOfEvent = async (ctx: AppContext, event: DeliveredEvent) => {
  const { channel, id, payload } = event.envelope;
  if (channel === 'routes' && id.startsWith('customer-')) {
    const routeId = (payload as { routeId?: number }).routeId;
    if (!routeId) return [];
    const rows = await ctx.db
      .select({ customerId: routes.customerId, contractorId: routes.contractorId })
      .from(routes)
      .where(eq(routes.id, routeId));
    return rows.flatMap((row) =>
      row.contractorId ? [row as { customerId: number; contractorId: number }] : [],
    );
  }
  if (channel === 'auctions') {
    const { auctionId, status } = payload as { auctionId?: number; status?: number };
    if (!auctionId || !ENDED_AUCTION.includes(status ?? -1)) return [];
    return ctx.db
      .selectDistinct({ customerId: auctions.customerId, contractorId: auctionBids.contractorId })
      .from(auctionBids)
      .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
      .where(and(eq(auctionBids.auctionId, auctionId), inArray(auctions.status, ENDED_AUCTION)));
  }
  return [];
};

export const startRatingWork = (ctx: AppContext): RatingWork => {
  const pending = new Map<string, { customerId: number; contractorId: number }>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lookups: Promise<unknown> = Promise.resolve();

  const flush = () => {
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    running = running.then(async () => {
      for (const pair of batch)
        await recomputeRatings(ctx.db, pair.customerId, pair.contractorId).catch((error) =>
          ctx.log.error({ err: error, ...pair }, 'rating recompute failed'),
        );
    });
  };
  const schedule = (customerId: number, contractorId: number) => {
    pending.set(`${customerId}:${contractorId}`, { customerId, contractorId });
    timer ??= setTimeout(flush, DEBOUNCE_MS);
  };
  const unsubscribe = ctx.bus.subscribe((event) => {
    lookups = lookups.then(() =>
      pairsOfEvent(ctx, event)
        .then((pairs) => {
          for (const pair of pairs) schedule(pair.customerId, pair.contractorId);
        })
        .catch((error) => ctx.log.error({ err: error }, 'rating event lookup failed')),
    );
  });
  const idle = async () => {
    await lookups;
    if (timer) {
      clearTimeout(timer);
      flush();
    }
    await running;
  };
  const work: RatingWork = {
    schedule,
    idle,
    stop: async () => {
      unsubscribe();
      await idle();
    },
  };
  works.set(ctx, work);
  return work;
};
