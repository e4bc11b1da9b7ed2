import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiter } from './rate-limiter';

/**
 * @fastify/rate-limit's store on the app's limiter: the route limits (`config.rateLimit`: login per address,
 * registration) count in Redis with REDIS_URL like every other limit, on the app's clock. A window opens at a
 * client's first request, as in the plugin's own stores, so its answers and headers stay the plugin's.
 */
export const routeRateStore = (limiter: RateLimiter): FastifyRateLimitStoreCtor =>
  class RouteRateStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      limiter.hit(`route:${this.route}:${key}`, timeWindow).then(
        ({ count, windowLeftMs }) => callback(null, { current: count, ttl: windowLeftMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes its options merged with the route's, the route itself under routeInfo (not as typed).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (options as unknown as { routeInfo: { method: string; url: string } })
        .routeInfo;
      return new RouteRateStore(undefined, `${method}${url}`);
    }
  };
