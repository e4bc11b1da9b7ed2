import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from './auth/jwt';
import type { LoginAttempts } from './auth/login-attempts';
import type { SessionStatusCache } from './auth/session-status-cache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { FileAccess } from './files/file-access';
import type { FileLinks } from './files/file-links';
import type { FileStorage } from './files/file-storage';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { EventBus } from './realtime/event-bus';

/** What every module gets: built once in buildApp, passed to each module's routes. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Database['db'];
  tokens: TokenService;
  sessionStatus: SessionStatusCache;
  loginAttempts: LoginAttempts;
  mailer: Mailer;
  bus: EventBus;
  storage: FileStorage;
  fileAccess: FileAccess;
  fileLinks: FileLinks;
  log: FastifyBaseLogger;
  /** The server's clock (DESIGN 7); tests replace it to move time. */
  clock: Clock;
  /** Counted in Redis when REDIS_URL is set, so every process shares the limits. */
  rateLimiter: RateLimiter;
};
