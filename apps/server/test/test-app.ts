import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/core/app';
import { type Config, loadConfig } from '../src/core/config';
import type { Database } from '../src/core/db/database';
import { openTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

export const testConfig = (overrides: Record<string, string> = {}): Config => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      ...overrides,
    },
    { version: '0.0.0-test' },
  );
};

/**
 * The time limit of a test that opens its own app inside the test body: opening migrates a fresh database, which the
 * 30 s test limit does not cover on a loaded two-core machine (beforeAll hooks get 120 s, vitest.config.ts).
 */
export const OWN_APP_TIMEOUT = 120_000;

/** The real app on a fresh database; call in beforeAll and close in afterAll. */
export const createTestApp = async (
  overrides: Record<string, string> = {},
  database?: Database,
): Promise<TestApp> => {
  const config = testConfig(overrides);
  const db = database ?? (await openTestDatabase());
  const app = await buildApp(config, { database: db, logger: false });
  await app.ready();
  return {
    app,
    database: db,
    config,
    close: async () => {
      await app.close();
      if (!database) await db.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
};
