import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/core/db/database';

/**
 * A fresh, migrated database per test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped when the file ends), so files never see each other's rows.
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ driver: 'pglite', dataDir: null });
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString() });
  let isClosed = false;
  return {
    ...database,
    // Idempotent like PGlite's close, so a test may take the database down before the app closes.
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};
