import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNextDueWork } from './next-due-work';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
// Fake timers move Date too: the clock and the timers agree, as the system clock and real timers do.
const clock = { now: () => new Date() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-01-10T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const at = (ms: number) => new Date(Date.now() + ms);

const setUp = (due: { next: Date | null }) => {
  const work = vi.fn(async () => undefined);
  const worker = startNextDueWork({
    name: 'test',
    work,
    nextDueAt: async () => due.next,
    maxSleepMs: 5000,
    clock,
    log,
  });
  return { work, worker };
};

describe('startNextDueWork', () => {
  it('works once at start, then sleeps until the earliest due moment, not polling before it', async () => {
    const due = { next: at(1200) as Date | null };
    const { work, worker } = setUp(due);
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(1);
    due.next = null;
    await vi.advanceTimersByTimeAsync(1199);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await worker.stop();
  });

  it('wakes earlier when a change makes something due sooner, and keeps the earlier moment otherwise', async () => {
    const due = { next: null as Date | null };
    const { work, worker } = setUp(due);
    await vi.advanceTimersByTimeAsync(0);
    worker.wakeAt(at(300));
    worker.wakeAt(at(900));
    await vi.advanceTimersByTimeAsync(299);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await worker.stop();
  });

  it('sleeps at most maxSleepMs with nothing due, so work another process left is still found', async () => {
    const { work, worker } = setUp({ next: null });
    await vi.advanceTimersByTimeAsync(4999);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(2);
    await worker.stop();
  });

  it('runs again after a run a wake arrived during, never two at once', async () => {
    let release: () => void = () => undefined;
    let active = 0;
    let most = 0;
    const work = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      active -= 1;
    });
    const worker = startNextDueWork({
      name: 't',
      work,
      nextDueAt: async () => null,
      maxSleepMs: 5000,
      clock,
      log,
    });
    worker.wakeAt(at(0));
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await worker.stop();
  });

  it('stops: no run after stop, even when woken', async () => {
    const { work, worker } = setUp({ next: null });
    await vi.advanceTimersByTimeAsync(0);
    await worker.stop();
    worker.wakeAt(at(0));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run and tries again after maxSleepMs', async () => {
    const work = vi.fn(async () => {
      throw new Error('down');
    });
    const worker = startNextDueWork({
      name: 't',
      work,
      nextDueAt: async () => null,
      maxSleepMs: 5000,
      clock,
      log,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(2);
    await worker.stop();
  });
});
