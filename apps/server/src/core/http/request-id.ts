import { randomBytes } from 'node:crypto';

/**
 * Ids for requests, quoted in problem bodies and in the log: a random prefix per process and a counter. As
 * unique as a UUID for finding a request in the logs of several processes, without the random bytes and
 * formatting of a UUID on every request.
 */
export const createRequestIds = (): (() => string) => {
  const processPrefix = randomBytes(6).toString('hex');
  let counter = 0;
  return () => {
    counter += 1;
    return `${processPrefix}-${counter.toString(36)}`;
  };
};
