import { setImmediate } from 'node:timers/promises';
import type { AppContext } from '../../core/context';

// Issue 27 group commit: the bids of one auction are gathered until the event loop's turn ends and while its previous
// batch runs, then handled together — their checks in one read, their decisions in one transaction (one lock, one
// insert, one update and one WAL flush for all of them) — each answered only after its batch. Waiting for the turn's
// end lets the requests already read from their sockets join: on PGlite, whose queries finish without leaving the
// turn, each bid would otherwise run to its commit before the next request is read, one transaction per bid. One
// batch per auction runs at a time in a process; other processes' batches queue on the row lock as single bids did.
// Queued per app, like the bid rate limit.

/** A commit's batch is one transaction: beyond this many bids it would only hold the lock longer for the later ones. */
const MAX_BATCH = 100;

/** What a batch's commit answers for each of its items, in their order. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };
type Waiting<Q, R> = { item: Q; settle: (outcome: BatchOutcome<R>) => void };

export const batchPerAuction = <Q, R>(
  commit: (ctx: AppContext, auctionId: number, items: Q[]) => Promise<BatchOutcome<R>[]>,
) => {
  const queuesOfApp = new WeakMap<AppContext, Map<number, Waiting<Q, R>[]>>();

  const drain = async (ctx: AppContext, auctionId: number, queues: Map<number, Waiting<Q, R>[]>) => {
    const queue = queues.get(auctionId)!;
    while (queue.length > 0) {
      await setImmediate();
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
