// The floor of bench:auction (issue 27): this machine's bare row-locked bid with no HTTP and no checks. 200 clients
// share a node-pg pool of 10 and loop BEGIN; SELECT … FOR UPDATE of one auction row; INSERT a bid (md5 in SQL for
// the hash); UPDATE the row; COMMIT — on scratch tables in a database of their own, dropped afterwards. The lock is
// held across three round trips and the commit's WAL flush: that is the rate a one-statement-per-step bid path
// cannot pass.
import pg from 'pg';
import { dropDatabase, recreateDatabase } from './postgres.mjs';

const CLIENTS = 200;
const POOL_SIZE = 10;
const SECONDS = 5;

/** Committed floor transactions a second, measured for SECONDS in the database `name` (made and dropped here). */
export const measureFloor = async (name) => {
  const pool = new pg.Pool({ connectionString: await recreateDatabase(name), max: POOL_SIZE });
  // The drop at the end closes the pool's last connections from the server's side.
  pool.on('error', () => {});
  try {
    await pool.query(`
      create table floor_auctions (id int primary key, best bigint not null, bids int not null, head text not null);
      create table floor_bids (id bigserial primary key, auction_id int not null, summ bigint not null,
        created_on timestamptz not null default now(), hash text not null);
      insert into floor_auctions values (1, 100000000, 0, '');`);
    let committed = 0;
    const startedAt = performance.now();
    const until = startedAt + SECONDS * 1000;
    const client = async () => {
      while (performance.now() < until) {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          const { rows } = await connection.query(
            'select best, head from floor_auctions where id = 1 for update',
          );
          const summ = Number(rows[0].best) - 1;
          await connection.query(
            'insert into floor_bids (auction_id, summ, hash) values (1, $1::bigint, md5($2 || $1::text))',
            [summ, rows[0].head],
          );
          await connection.query(
            'update floor_auctions set best = $1::bigint, bids = bids + 1, head = md5(head || $1::text) where id = 1',
            [summ],
          );
          await connection.query('commit');
          committed += 1;
        } finally {
          connection.release();
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    return Math.round(committed / ((performance.now() - startedAt) / 1000));
  } finally {
    await pool.end();
    await dropDatabase(name);
  }
};
