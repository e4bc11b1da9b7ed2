import { expect, it } from 'vitest';
import type { AppContext } from '../../core/context';
import { type BatchOutcome, batchPerAuction } from './auction-bid-batches';

// Issue 27 group commit, without a database: what arrives while an auction's batch commits waits for the next one.

/** A commit that records its batches and finishes only when the test lets it. */
const controlledCommit = () => {
  const batches: { auctionId: number; items: number[] }[] = [];
  const finishers: ((fail?: Error) => void)[] = [];
  const commit = (_ctx: AppContext, auctionId: number, items: number[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      batches.push({ auctionId, items });
      finishers.push((fail) =>
        fail ? reject(fail) : resolve(items.map((item) => ({ ok: true, value: `${auctionId}:${item}` }))),
      );
    });
  return { batches, finishers, place: batchPerAuction(commit) };
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

it('commits what arrives during a commit as one next batch, answering each only after its own commit', async () => {
  const ctx = {} as AppContext;
  const { batches, finishers, place } = controlledCommit();
  const first = settled(place(ctx, 1, 10));
  const waiting = [11, 12, 13].map((item) => settled(place(ctx, 1, item)));
  const otherAuction = settled(place(ctx, 2, 20));
  expect(batches).toEqual([
    { auctionId: 1, items: [10] },
    { auctionId: 2, items: [20] },
  ]);

  finishers[0]!();
  await new Promise((resolve) => setImmediate(resolve));
  expect(first.value).toBe('1:10');
  expect(waiting.every((state) => state.value === undefined)).toBe(true);
  expect(batches[2]).toEqual({ auctionId: 1, items: [11, 12, 13] });

  finishers[2]!();
  finishers[1]!();
  await new Promise((resolve) => setImmediate(resolve));
  expect(waiting.map((state) => state.value)).toEqual(['1:11', '1:12', '1:13']);
  expect(otherAuction.value).toBe('2:20');
});

it('refuses every bid of a batch whose commit failed, and commits the next batch afresh', async () => {
  const ctx = {} as AppContext;
  const { batches, finishers, place } = controlledCommit();
  const first = settled(place(ctx, 1, 1));
  const second = settled(place(ctx, 1, 2));
  const failure = new Error('connection lost');
  finishers[0]!(failure);
  await new Promise((resolve) => setImmediate(resolve));
  expect(first.error).toBe(failure);
  expect(batches[1]).toEqual({ auctionId: 1, items: [2] });
  finishers[1]!();
  await new Promise((resolve) => setImmediate(resolve));
  expect(second.value).toBe('1:2');
  // The queue of the auction is gone once empty: a later bid starts a batch at once.
  const later = settled(place(ctx, 1, 3));
  expect(batches[2]).toEqual({ auctionId: 1, items: [3] });
  finishers[2]!();
  await new Promise((resolve) => setImmediate(resolve));
  expect(later.value).toBe('1:3');
});
