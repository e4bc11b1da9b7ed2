import { useEffect, useState } from 'react';
import { serverClockOffset } from './auction-figures';

/**
 * DESIGN 7: the server is the clock. The server's «now», ticking every second, from the serverTime of the last
 * answer and the moment it arrived (a query's dataUpdatedAt).
 */
export const useServerNow = (serverTime: string | undefined, receivedAt: number): number => {
  const offset = serverTime ? serverClockOffset(serverTime, receivedAt) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
};
