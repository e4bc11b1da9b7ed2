import { describe, expect, it } from 'vitest';
import { createCustomer, createSignedInUser, createUser, TEST_PASSWORD } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { twoInstancesOnRedis } from '../../../test/two-instances';
import { createManualClock } from '../../core/clock';
import { TOO_MANY_FAILURES } from './auth.service';

// Issue 27: the login limits, per address and per account, are counted once for all the server processes behind a
// load balancer: here two app instances on one database and one Redis, the requests alternating between them.
const redisUrl = process.env.TEST_REDIS_URL;
const PER_ADDRESS = 4;

describe.skipIf(!redisUrl)('the login limits across instances (Redis)', () => {
  const clock = createManualClock(new Date('2030-01-01T10:00:00.000Z'));
  const pair = twoInstancesOnRedis(redisUrl!, { LOGIN_RATE_LIMIT: String(PER_ADDRESS) }, async (instance) => {
    instance.app.ctx.clock = clock;
  });

  let addressCounter = 0;
  const nextAddress = () => {
    addressCounter += 1;
    return `10.27.0.${addressCounter}`;
  };
  /** A login on instance `index % 2`. */
  const tryLogin = (index: number, username: string, password: string, remoteAddress = nextAddress()) =>
    [pair.a, pair.b][index % 2]!.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress,
    });

  it('refuses an address past LOGIN_RATE_LIMIT a minute whichever instance answered the attempts before', async () => {
    const address = nextAddress();
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      expectProblem(await tryLogin(index, 'nobody@example.com', 'nope', address), 401);
    }
    for (const index of [0, 1]) {
      const refused = await tryLogin(index, 'nobody@example.com', 'nope', address);
      expect(expectProblem(refused, 429).message).toBe(
        'Слишком много попыток входа с этого адреса. Повторите через 60 с',
      );
      expect(refused.headers['retry-after']).toBe('60');
    }
    clock.advance(60_000);
    expectProblem(await tryLogin(1, 'nobody@example.com', 'nope', address), 401);
  });

  it('locks an account after ten failures spread over both instances, for 15 minutes from the first', async () => {
    const customer = await createCustomer(pair.database.db);
    const { username } = await createUser(pair.database.db, { ownerType: 'customer', ownerId: customer.id });
    for (let index = 0; index < 10; index += 1) {
      expectProblem(await tryLogin(index, username, 'nope'), 401);
      clock.advance(60_000);
    }
    for (const index of [0, 1]) {
      expect(expectProblem(await tryLogin(index, username, TEST_PASSWORD), 429).message).toBe(
        TOO_MANY_FAILURES,
      );
    }
    // The window opened at the first failure, ten minutes ago.
    clock.advance(5 * 60_000);
    expect((await tryLogin(1, username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the failures counted on one instance after a right password on the other', async () => {
    const customer = await createCustomer(pair.database.db);
    const { username } = await createUser(pair.database.db, { ownerType: 'customer', ownerId: customer.id });
    for (let index = 0; index < 9; index += 1) expectProblem(await tryLogin(1, username, 'nope'), 401);
    expect((await tryLogin(0, username, TEST_PASSWORD)).statusCode).toBe(200);
    expectProblem(await tryLogin(1, username, 'nope'), 401);
    expect((await tryLogin(1, username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password on one instance with the failed logins on the other', async () => {
    const current = await createSignedInUser(pair.a.app, 'customer');
    for (let index = 0; index < 9; index += 1) {
      expectProblem(await tryLogin(index, current.user.username, 'nope'), 401);
    }
    const wrongChange = await pair.b.app.inject({
      method: 'PUT',
      url: `/api/users/${current.user.id}/password`,
      headers: current.auth,
      payload: { currentPassword: 'nope', newPassword: 'new-password-2' },
    });
    expectProblem(wrongChange, 422);
    expect(expectProblem(await tryLogin(0, current.user.username, TEST_PASSWORD), 429).message).toBe(
      TOO_MANY_FAILURES,
    );
  });
});
