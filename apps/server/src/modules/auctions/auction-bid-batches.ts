import { setImmediate } from 'node:timers/promises';
import type { AppContext } from '../../core/context';

// Issue 27 group commit: the bids of one auction are gathered while its previous batch runs, and briefly before a
// batch starts, then handled together — their checks in one read, their decisions in one transaction (one lock, one
// insert, one update and one WAL flush for all of them) — each answered only after its batch. One batch per auction
// runs at a time in a process; other processes' batches queue on the row lock as single bids did. Queued per app,
// like the bid rate limit.

/**
 * How long a batch waits for company before it starts. On PGlite, whose queries finish without leaving the event
 * loop's turn, each bid would run to its commit before the next request is read (one transaction per bid): its checks
 * wait for the turn's end, so the requests already read join them. Elsewhere a batch waits only until the promise
 * work under way has settled: the bids an earlier batch released together join, and nothing waits for a turn whose
 * end may be far off while thousands of live messages leave (bench:auction's watchers).
 */
export const untilTurnEnds = (): Promise<void> => setImmediate();
export const untilWorkSettles = (): Promise<void> => new Promise((resolve) => process.nextTick(resolve));

/** A commit's batch is one transaction: beyond this many bids it would only hold the lock longer for the later ones. */
const MAX_BATCH = 100;

/** What a batch's commit answers for each of its items, in their order. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };
type Waiting<Q, R> = { item: Q; settle: (outcome: BatchOutcome<R>) => void };

export const batchPerAuction = <Q, R>(
  commit: (ctx: AppContext, auctionId: number, items: Q[]) => Promise<BatchOutcome<R>[]>,
  gather: (ctx: AppContext) => Promise<void> = untilWorkSettles,
) => {
  const queuesOfApp = new WeakMap<AppContext, Map<number, Waiting<Q, R>[]>>();

  const drain = async (ctx: AppContext, auctionId: number, queues: Map<number, Waiting<Q, R>[]>) => {
    const queue = queues.get(auctionId)!;
    while (queue.length > 0) {
      await gather(ctx);
      const batch = queue.splice(0, MAX_BATCH);
      let outcomes: BatchOutcome<R>[];
      try {
        outcomes = await commit(
          ctx,
          auctionId,
          batch.map((waiting) => waiting.item),
        );
      } catch (error) {
        outcomes = batch.map(() => ({ ok: false, error }));
      }
      for (const [index, waiting] of batch.entries()) waiting.settle(outcomes[index]!);
    }
    queues.delete(auctionId);
  };

  return (ctx: AppContext, auctionId: number, item: Q): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      let queues = queuesOfApp.get(ctx);
      if (!queues) {
        queues = new Map();
        queuesOfApp.set(ctx, queues);
      }
      const settle = (outcome: BatchOutcome<R>) =>
        outcome.ok ? resolve(outcome.value) : reject(outcome.error);
      const queue = queues.get(auctionId);
      if (queue) {
        queue.push({ item, settle });
        return;
      }
      queues.set(auctionId, [{ item, settle }]);
      void drain(ctx, auctionId, queues);
    });
};
