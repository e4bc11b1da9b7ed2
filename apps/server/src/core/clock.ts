/**
 * The server is the clock of every auction (DESIGN 7). Services read the time from here, never from `new Date()`,
 * so tests run whole auctions in seconds by moving a controllable clock instead of sleeping.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told: tests set or advance it. */
export const createManualClock = (start: Date) => {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => {
      current = at.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
};
