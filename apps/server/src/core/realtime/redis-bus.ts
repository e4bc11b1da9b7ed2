import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DeliveredEvent, EventBus } from './event-bus';
import { toEnvelope } from './event-bus';

const SEQ_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The seq is taken and the event published in one script, which Redis runs whole before anything else: two
 * processes publishing about one entity at once are delivered in the order of their seqs (INCR, then PUBLISH as
 * two calls, let n + 1 overtake n). The message is `<seq>\n<event JSON>`.
 */
const PUBLISH_WITH_SEQ = `
local seq = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1])
redis.call('PUBLISH', ARGV[2], seq .. '\\n' .. ARGV[3])
return seq`;

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
      const newline = message.indexOf('\n');
      const event = JSON.parse(message.slice(newline + 1)) as DeliveredEvent;
      event.envelope.seq = Number(message.slice(0, newline));
      for (const handler of handlers) handler(event);
    } catch (error) {
      log.warn({ err: error }, 'malformed event on the bus');
    }
  });
  return {
    publish: async (event) => {
      const key = `${prefix}:seq:${event.channel}:${event.id}`;
      await publisher.eval(
        PUBLISH_WITH_SEQ,
        1,
        key,
        SEQ_TTL_SECONDS,
        channel,
        JSON.stringify(toEnvelope(event, 0)),
      );
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
