import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/core/db/database';

/**
 * A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `template`: its name, address, and a
 * drop that also ends the connections still open to it.
 */
export const createPostgresTestDatabase = async (serverUrl: string, template?: string) => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
};

/**
 * A fresh, migrated database per test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped when the file ends), so files never see each other's rows.
 * Both start from the template test/global-setup.ts migrated once (migrating still runs and finds nothing to do).
 */
export const openTestDatabase = async (): Promise<Database> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplateFile');
    return openDatabase({
      driver: 'pglite',
      dataDir: null,
      ...(templateFile ? { loadDataDir: new Blob([readFileSync(templateFile)]) } : {}),
    });
  }
  const { url, drop } = await createPostgresTestDatabase(serverUrl, inject('postgresTemplate') ?? undefined);
  const database = await openDatabase({ driver: 'postgres', url });
  let isClosed = false;
  return {
    ...database,
    // Idempotent like PGlite's close, so a test may take the database down before the app closes.
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await database.close();
      await drop();
    },
  };
};
