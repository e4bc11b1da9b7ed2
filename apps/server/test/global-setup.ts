import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/core/db/database';
import { createPostgresTestDatabase } from './test-database';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data directory dumped to a file: each test file loads it instead of migrating anew. */
    pgliteTemplateFile: string | null;
    /** A migrated database on TEST_DATABASE_URL's server that each test file's database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database before the workers start, so each of the ~120 test files copies it (PGlite: loads a dump,
 * 1.5 s instead of 4 s of initdb and migrations; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup({ provide }: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTestDatabase(serverUrl);
    const database = await openDatabase({ driver: 'postgres', url: template.url });
    await database.close();
    provide('postgresTemplate', template.name);
    provide('pgliteTemplateFile', null);
    return template.drop;
  }
  const database = await openDatabase({ driver: 'pglite', dataDir: null });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `portal-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('pgliteTemplateFile', file);
  provide('postgresTemplate', null);
  return () => rmSync(file, { force: true });
}
