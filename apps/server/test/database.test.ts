import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/core/db/database';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL pool', () => {
  it('survives the server closing an idle connection, reports it, and reconnects', async () => {
    const errors: Error[] = [];
    const url = new URL(serverUrl!);
    const probe = `pool_probe_${process.pid}`;
    url.searchParams.set('application_name', probe);
    const database = await openDatabase({
      driver: 'postgres',
      url: url.toString(),
      onIdleError: (error) => errors.push(error),
    });
    try {
      expect(await database.ping()).toBe(true);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      // Only this pool's idle connections: other test files share the server.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [probe],
      );
      await admin.end();
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      expect(errors[0]!.message).toMatch(/terminating connection/);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
