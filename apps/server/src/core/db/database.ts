import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index';

export type Schema = typeof schema;
/**
 * Both drivers produce the same Postgres dialect; repositories see one type. PGlite's database class is a
 * sibling of node-postgres' with the same query API, so it is typed as the latter.
 */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

// The same code runs from src/ (tests, tsx) and bundled from dist/, so the folder is found by walking up.
const findMigrationsDir = (from: string): string => {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return join(dir, 'drizzle');
  }
  throw new Error(`drizzle migrations folder not found above ${from}`);
};

export const MIGRATIONS_DIR = findMigrationsDir(dirname(fileURLToPath(import.meta.url)));

export type DatabaseOptions =
  | { driver: 'pglite'; dataDir: string | null; loadDataDir?: Blob }
  | {
      driver: 'postgres';
      url: string;
      /** An idle pooled connection the server closed (restart, admin command); the pool drops it and reconnects. */
      onIdleError?: (error: Error) => void;
    };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.driver === 'postgres') {
    // JIT off for the portal's sessions: the statistics' grouped queries cost past PostgreSQL's JIT thresholds and
    // spent ~580 of their ~900 ms compiling (bench:statistics, issue 24); nothing here runs long enough to gain.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // Without a listener pg rethrows such an error and the whole process stops.
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      driver: 'postgres',
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // The flights' code search index (migration 0027) needs the extension in every PGlite that opens the schema.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  let isClosed = false;
  return {
    db,
    driver: 'pglite',
    ping: () => ping(db),
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await client.close();
    },
  };
};

const ping = async (db: Db): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
