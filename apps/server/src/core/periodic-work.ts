import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` once at start (so work that fell due while the server was down is done at once) and then every
 * `intervalMs`, never two runs of it overlapping in this process. Work that several processes may run at once must
 * claim its rows itself (`FOR UPDATE SKIP LOCKED`), so each due item is handled exactly once.
 */
export const startPeriodicWork = (
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
): { stop: () => Promise<void> } => {
  let running: Promise<unknown> | null = null;
  let isStopped = false;
  const tick = () => {
    if (running || isStopped) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
