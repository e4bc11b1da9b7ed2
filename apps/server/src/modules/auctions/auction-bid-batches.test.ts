import { expect, it } from 'vitest';
import type { AppContext } from '../../core/context';
import { type BatchOutcome, batchPerAuction, untilTurnEnds } from './auction-bid-batches';

// Issue 27 group commit, without a database: what arrives while an auction's batch commits waits for the next one.

/** A commit that records its batches and finishes only when the test lets it. */
const controlledCommit = (gather?: () => Promise<void>) => {
  const batches: { auctionId: number; items: number[] }[] = [];
  const finishers: ((fail?: Error) => void)[] = [];
  const commit = (_ctx: AppContext, auctionId: number, items: number[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      batches.push({ auctionId, items });
      finishers.push((fail) =>
        fail ? reject(fail) : resolve(items.map((item) => ({ ok: true, value: `${auctionId}:${item}` }))),
      );
    });
  return { batches, finishers, place: batchPerAuction(commit, gather) };
};

const settled = <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown } = {};
  promise.then(
    (value) => {
      state.value = value;
    },
    (error) => {
      state.error = error;
    },
  );
  return state;
};

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it('commits the bids of one turn together and what arrives during a commit as the next batch, each answered after its own commit', async () => {
  const ctx = {} as AppContext;
  const { batches, finishers, place } = controlledCommit();
  const first = [10, 11].map((item) => settled(place(ctx, 1, item)));
  const otherAuction = settled(place(ctx, 2, 20));
  expect(batches).toEqual([]);
  await nextTurn();
  expect(batches).toEqual([
    { auctionId: 1, items: [10, 11] },
    { auctionId: 2, items: [20] },
  ]);

  const waiting = [12, 13].map((item) => settled(place(ctx, 1, item)));
  await nextTurn();
  expect(batches).toHaveLength(2);
  finishers[0]!();
  await nextTurn();
  await nextTurn();
  expect(first.map((state) => state.value)).toEqual(['1:10', '1:11']);
  expect(waiting.every((state) => state.value === undefined)).toBe(true);
  expect(batches[2]).toEqual({ auctionId: 1, items: [12, 13] });

  finishers[2]!();
  finishers[1]!();
  await nextTurn();
  expect(waiting.map((state) => state.value)).toEqual(['1:12', '1:13']);
  expect(otherAuction.value).toBe('2:20');
});

it('refuses every bid of a batch whose commit failed, and commits the next batch afresh', async () => {
  const ctx = {} as AppContext;
  const { batches, finishers, place } = controlledCommit();
  const first = settled(place(ctx, 1, 1));
  await nextTurn();
  const second = settled(place(ctx, 1, 2));
  const failure = new Error('connection lost');
  finishers[0]!(failure);
  await nextTurn();
  await nextTurn();
  expect(first.error).toBe(failure);
  expect(batches[1]).toEqual({ auctionId: 1, items: [2] });
  finishers[1]!();
  await nextTurn();
  expect(second.value).toBe('1:2');
  // The queue of the auction is gone once empty: a later bid starts a batch at the turn's end.
  const later = settled(place(ctx, 1, 3));
  await nextTurn();
  expect(batches[2]).toEqual({ auctionId: 1, items: [3] });
  finishers[2]!();
  await nextTurn();
  expect(later.value).toBe('1:3');
});

it('waits for the turn’s end where asked, so bids read in other callbacks of the turn join (PGlite)', async () => {
  const ctx = {} as AppContext;
  const byTurn = controlledCommit(untilTurnEnds);
  const byWork = controlledCommit();
  for (const { place } of [byTurn, byWork]) {
    // Two requests read in one turn: each handler runs in a callback of its own.
    setImmediate(() => place(ctx, 1, 10));
    setImmediate(() => place(ctx, 1, 11));
  }
  await nextTurn();
  await nextTurn();
  expect(byTurn.batches).toEqual([{ auctionId: 1, items: [10, 11] }]);
  expect(byWork.batches).toEqual([{ auctionId: 1, items: [10] }]);
});
