import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DeliveredEvent, EventBus } from './event-bus';
import { toEnvelope } from './event-bus';

const SEQ_TTL_SECONDS = 7 * 24 * 3600;

/** Redis pub/sub: every server process behind a load balancer receives every event (DESIGN 3, 7). */
export const createRedisBus = async (
  url: string,
  prefix: string,
  log: FastifyBaseLogger,
): Promise<EventBus> => {
  const channel = `${prefix}:events`;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Set<(event: DeliveredEvent) => void>();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const event = JSON.parse(message) as DeliveredEvent;
      for (const handler of handlers) handler(event);
    } catch (error) {
      log.warn({ err: error }, 'malformed event on the bus');
    }
  });
  return {
    publish: async (event) => {
      const key = `${prefix}:seq:${event.channel}:${event.id}`;
      const [[, seq]] = (await publisher.multi().incr(key).expire(key, SEQ_TTL_SECONDS).exec()) as [
        [null, number],
      ];
      await publisher.publish(channel, JSON.stringify(toEnvelope(event, seq)));
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
};
