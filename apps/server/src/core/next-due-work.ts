import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';

export type NextDueWork = {
  /** A change made something due at `at`: wake then, unless already armed for an earlier moment. */
  wakeAt: (at: Date) => void;
  stop: () => Promise<void>;
};

/**
 * Runs `work` once at start (work that fell due while the server was down is done at once), then sleeps until the
 * earliest due moment `nextDueAt` answers, at most `maxSleepMs` (so work another process made due is still found
 * if that process died). `wakeAt` re-arms the timer on a change; runs never overlap in this process, and a wake
 * during a run runs the work again after it. Work that several processes may run at once must claim its rows
 * itself (`FOR UPDATE SKIP LOCKED`).
 */
export const startNextDueWork = ({
  name,
  work,
  nextDueAt,
  maxSleepMs,
  clock,
  log,
}: {
  name: string;
  work: () => Promise<unknown>;
  nextDueAt: () => Promise<Date | null>;
  maxSleepMs: number;
  clock: Clock;
  log: FastifyBaseLogger;
}): NextDueWork => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let armedFor = Number.POSITIVE_INFINITY;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let isStopped = false;

  const arm = (at: number) => {
    if (isStopped) return;
    const now = clock.now().getTime();
    const wakeAt = Math.min(at, now + maxSleepMs);
    if (timer !== null && wakeAt >= armedFor) return;
    if (timer !== null) clearTimeout(timer);
    armedFor = wakeAt;
    timer = setTimeout(run, Math.max(0, wakeAt - now));
    timer.unref?.();
  };

  const cycle = async () => {
    do {
      runAgain = false;
      await work();
    } while (runAgain && !isStopped);
    const next = await nextDueAt();
    arm(next ? next.getTime() : Number.POSITIVE_INFINITY);
  };

  function run() {
    timer = null;
    armedFor = Number.POSITIVE_INFINITY;
    if (isStopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = cycle()
      .catch((error: unknown) => {
        log.error({ err: error }, `${name} failed`);
        arm(clock.now().getTime() + maxSleepMs);
      })
      .finally(() => {
        running = null;
      });
  }

  run();
  return {
    wakeAt: (at) => arm(at.getTime()),
    stop: async () => {
      isStopped = true;
      if (timer !== null) clearTimeout(timer);
      await running;
    },
  };
};
