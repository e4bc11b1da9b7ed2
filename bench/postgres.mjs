// The PostgreSQL server the benches that need one use: each makes its own database there and drops it at the end.
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = async (statement) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** A fresh, empty database `name` on the bench's server; answers its URL. */
export const recreateDatabase = async (name) => {
  await dropDatabase(name);
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

export const dropDatabase = (name) => admin(`drop database if exists ${name} with (force)`);
