import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContractor,
  createCustomer,
  createUser,
  login,
  randomInn,
  TEST_PASSWORD,
} from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueOneTimeToken } from '../../core/auth/one-time-tokens';
import { contractors, mailOutbox, users, userTokens } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The public routes allow 30 calls a minute per address; each call here comes from its own address so the
// tests do not share that budget (the limit itself has its own test below).
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

const tryLogin = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

const registration = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'ООО «Тестовые Перевозки»',
  inn: randomInn(),
  contactPerson: 'Иванов Иван Иванович',
  email: `carrier-${randomBytes(4).toString('hex')}@example.test`,
  phone: '+7 (900) 123-45-67',
  password: 'new-carrier-password',
  ...overrides,
});

const outbox = (to: string) => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

const tokenFromLink = (link: string | null) => new URL(link ?? '').searchParams.get('token') ?? '';

const userNamed = async (username: string) => {
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.username, username));
  return row;
};

const contractorWithInn = async (inn: string) => {
  const [row] = await t.app.ctx.db.select().from(contractors).where(eq(contractors.inn, inn));
  return row;
};

/** Registers a carrier and answers its body and the token of its activation mail. */
const registerCarrier = async (overrides: Record<string, unknown> = {}) => {
  const body = registration(overrides);
  const response = await post('/api/register/contractor', body);
  expect(response.statusCode, response.body).toBe(201);
  const [mail] = await outbox(body.email);
  return { body, token: tokenFromLink(mail?.link ?? null) };
};

describe('POST /api/register/contractor', () => {
  it('creates a new contractor (status 0) with an unactivated admin and mails an activation link', async () => {
    const body = registration();
    const response = await post('/api/register/contractor', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain(body.email);

    const contractor = await contractorWithInn(body.inn);
    expect(contractor).toMatchObject({ name: body.companyName, status: 0, active: false, email: body.email });
    const user = await userNamed(body.email);
    expect(user).toMatchObject({
      ownerType: 'contractor',
      ownerId: contractor!.id,
      roles: ['ROLE_ADMIN'],
      fullname: body.contactPerson,
      activatedAt: null,
    });
    // Only a hash is stored, never the password itself.
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const mails = await outbox(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'activation' });
    expect(mails[0]!.link).toContain('/activation/email?token=');
  });

  it('refuses to log in before the e-mail is activated', async () => {
    const { body } = await registerCarrier();
    const response = await tryLogin(body.email, body.password);
    expect(expectProblem(response, 403).message).toContain('не активирована');
  });

  it('refuses an e-mail that is already registered and creates nothing', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const existing = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const body = registration({ email: existing.username });
    const problem = expectProblem(await post('/api/register/contractor', body), 422);
    expect(problem.errors).toEqual([
      `Электронная почта: пользователь ${existing.username} уже зарегистрирован`,
    ]);
    expect(problem.fields).toEqual([
      { path: ['email'], message: `пользователь ${existing.username} уже зарегистрирован`, code: 'custom' },
    ]);
    expect(await contractorWithInn(body.inn)).toBeUndefined();
  });

  it('compares e-mails without regard to case or surrounding spaces', async () => {
    const { body } = await registerCarrier();
    const again = registration({ email: `  ${body.email.toUpperCase()} ` });
    const problem = expectProblem(await post('/api/register/contractor', again), 422);
    expect(problem.errors?.[0]).toMatch(/^Электронная почта: /);
  });

  it('refuses an INN that is already registered and creates no user', async () => {
    const contractor = await createContractor(t.app.ctx.db);
    const body = registration({ inn: contractor.inn });
    const problem = expectProblem(await post('/api/register/contractor', body), 422);
    expect(problem.errors).toEqual([`ИНН: перевозчик с ИНН ${contractor.inn} уже зарегистрирован`]);
    expect(problem.fields).toEqual([
      { path: ['inn'], message: `перевозчик с ИНН ${contractor.inn} уже зарегистрирован`, code: 'custom' },
    ]);
    expect(await userNamed(body.email)).toBeUndefined();
  });

  it('refuses an INN with a wrong control digit', async () => {
    const valid = randomInn();
    const inn = `${valid.slice(0, 9)}${(Number(valid[9]) + 1) % 10}`;
    const body = registration({ inn });
    const problem = expectProblem(await post('/api/register/contractor', body), 422);
    expect(problem.errors).toEqual(['ИНН: неверный ИНН: проверьте количество цифр и контрольную сумму']);
    expect(await contractorWithInn(inn)).toBeUndefined();
    expect(await outbox(body.email)).toEqual([]);
  });

  it('answers one Russian entry per missing field', async () => {
    const problem = expectProblem(await post('/api/register/contractor', {}), 422);
    expect(problem.errors).toEqual([
      'Название компании: обязательное поле',
      'ИНН: обязательное поле',
      'Контактное лицо: обязательное поле',
      'Электронная почта: обязательное поле',
      'Телефон: обязательное поле',
      'Пароль: обязательное поле',
    ]);
  });

  it('refuses 10,000-character strings with a length message per field and creates nothing', async () => {
    const long = 'я'.repeat(10_000);
    const body = registration({ companyName: long, contactPerson: long, password: long, phone: long });
    const problem = expectProblem(await post('/api/register/contractor', body), 422);
    expect(problem.errors).toEqual([
      'Название компании: не длиннее 255 символов',
      'Контактное лицо: не длиннее 255 символов',
      'Телефон: неверный номер телефона',
      'Пароль: не длиннее 128 символов',
    ]);
    expect(await userNamed(body.email)).toBeUndefined();

    const longEmail = expectProblem(
      await post('/api/register/contractor', registration({ email: `${'a'.repeat(10_000)}@example.test` })),
      422,
    );
    expect(longEmail.errors).toContain('Электронная почта: не длиннее 180 символов');
  });

  it('refuses a short password and a malformed e-mail', async () => {
    const problem = expectProblem(
      await post('/api/register/contractor', registration({ password: 'short', email: 'not-an-email' })),
      422,
    );
    expect(problem.errors).toEqual([
      'Электронная почта: неверный адрес электронной почты',
      'Пароль: не короче 8 символов',
    ]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register/contractor',
      headers: { 'content-type': 'application/json' },
      payload: '{"companyName": "ООО',
      remoteAddress: nextAddress(),
    });
    expect(expectProblem(response, 400).message).toBe('Тело запроса не является корректным JSON');
  });

  it('allows 30 calls a minute from one address, then answers 429 in Russian', async () => {
    const address = nextAddress();
    for (let call = 0; call < 30; call += 1) {
      expect((await post('/api/register/contractor', {}, address)).statusCode).toBe(422);
    }
    const problem = expectProblem(await post('/api/register/contractor', registration(), address), 429);
    expect(problem.message).toMatch(/[а-яё]/i);
  });
});

describe('POST /api/activation/email', () => {
  it('activates the account so the carrier can log in', async () => {
    const { body, token } = await registerCarrier();
    const response = await post('/api/activation/email', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('активирована');
    expect((await userNamed(body.email))!.activatedAt).not.toBeNull();
    expect((await tryLogin(body.email, body.password)).statusCode).toBe(200);
  });

  it('refuses the same link a second time with 404', async () => {
    const { token } = await registerCarrier();
    expect((await post('/api/activation/email', { token })).statusCode).toBe(200);
    const problem = expectProblem(await post('/api/activation/email', { token }), 404);
    expect(problem.message).toBe('Ссылка активации недействительна или уже использована');
  });

  it('refuses an expired link with 410 and leaves the account unactivated', async () => {
    const { body, token } = await registerCarrier();
    const user = await userNamed(body.email);
    await t.app.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user!.id));
    const problem = expectProblem(await post('/api/activation/email', { token }), 410);
    expect(problem.message).toContain('Срок действия ссылки активации истёк');
    expect((await userNamed(body.email))!.activatedAt).toBeNull();
  });

  it('refuses an unknown token with 404 and an empty one with 422', async () => {
    expectProblem(await post('/api/activation/email', { token: 'no-such-token' }), 404);
    const problem = expectProblem(await post('/api/activation/email', { token: '' }), 422);
    expect(problem.errors).toEqual(['Код активации: обязательное поле']);
  });

  it('does not accept a password-reset token as an activation token', async () => {
    const contractor = await createContractor(t.app.ctx.db, 0);
    const user = await createUser(
      t.app.ctx.db,
      { ownerType: 'contractor', ownerId: contractor.id },
      { activated: false },
    );
    const token = await issueOneTimeToken(t.app.ctx.db, user.id, 'password-reset');
    expectProblem(await post('/api/activation/email', { token }), 404);
    expect((await userNamed(user.username))!.activatedAt).toBeNull();
  });
});

describe('POST /api/activation/invitation', () => {
  const invitedUser = async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(
      t.app.ctx.db,
      { ownerType: 'customer', ownerId: customer.id },
      { activated: false, passwordless: true },
    );
    return { user, token: await issueOneTimeToken(t.app.ctx.db, user.id, 'invitation') };
  };

  it('sets the password and activates the account, after which the user can log in', async () => {
    const { user, token } = await invitedUser();
    const response = await post('/api/activation/invitation', { token, password: 'invited-password' });
    expect(response.statusCode).toBe(200);
    expect((await userNamed(user.username))!.activatedAt).not.toBeNull();
    expect((await tryLogin(user.username, 'invited-password')).statusCode).toBe(200);
  });

  it('refuses a short password with 422 and keeps the invitation usable', async () => {
    const { user, token } = await invitedUser();
    const problem = expectProblem(
      await post('/api/activation/invitation', { token, password: 'short' }),
      422,
    );
    expect(problem.errors).toEqual(['Пароль: не короче 8 символов']);
    expect((await userNamed(user.username))!.passwordHash).toBeNull();
    expect((await post('/api/activation/invitation', { token, password: 'long-enough-1' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a used invitation with 404', async () => {
    const { token } = await invitedUser();
    expect(
      (await post('/api/activation/invitation', { token, password: 'invited-password' })).statusCode,
    ).toBe(200);
    const problem = expectProblem(
      await post('/api/activation/invitation', { token, password: 'other-password' }),
      404,
    );
    expect(problem.message).toBe('Приглашение недействительно или уже использовано');
  });

  it('refuses an expired invitation with 410', async () => {
    const { user, token } = await invitedUser();
    await t.app.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.kind, 'invitation')));
    expectProblem(await post('/api/activation/invitation', { token, password: 'invited-password' }), 410);
    expect((await userNamed(user.username))!.passwordHash).toBeNull();
  });
});

describe('POST /api/drop-password-message', () => {
  it('answers the same for a known and an unknown address but mails only the known one', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.test`;

    const known = await post('/api/drop-password-message', { username: user.username });
    const missing = await post('/api/drop-password-message', { username: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(Object.keys(known.json())).toEqual(['message']);
    expect(known.json().message.replace(user.username, '<e-mail>')).toBe(
      missing.json().message.replace(unknown, '<e-mail>'),
    );

    const mails = await outbox(user.username);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password-reset' });
    expect(mails[0]!.link).toContain('/drop-password?token=');
    expect(await outbox(unknown)).toEqual([]);
  });

  it('refuses a malformed address with 422', async () => {
    const problem = expectProblem(await post('/api/drop-password-message', { username: 'nope' }), 422);
    expect(problem.errors).toEqual(['Логин: неверный адрес электронной почты']);
  });
});

describe('POST /api/drop-set-password', () => {
  const resetTokenFor = async (username: string) => {
    expect((await post('/api/drop-password-message', { username })).statusCode).toBe(200);
    const mails = await outbox(username);
    return tokenFromLink(mails.at(-1)?.link ?? null);
  };

  it('changes the password: the old one fails, the new one works', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const token = await resetTokenFor(user.username);
    const response = await post('/api/drop-set-password', { token, password: 'brand-new-password' });
    expect(response.statusCode).toBe(200);
    expectProblem(await tryLogin(user.username, TEST_PASSWORD), 401);
    expect((await tryLogin(user.username, 'brand-new-password')).statusCode).toBe(200);
  });

  it('revokes the refresh tokens issued before the reset', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const { refreshToken } = await login(t.app, user.username);
    const token = await resetTokenFor(user.username);
    expect((await post('/api/drop-set-password', { token, password: 'brand-new-password' })).statusCode).toBe(
      200,
    );
    const refresh = await t.app.inject({
      method: 'GET',
      url: `/api/login/check?refreshToken=${refreshToken}`,
    });
    expectProblem(refresh, 401);
  });

  it('uses a reset link once', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const token = await resetTokenFor(user.username);
    expect((await post('/api/drop-set-password', { token, password: 'first-new-password' })).statusCode).toBe(
      200,
    );
    const problem = expectProblem(
      await post('/api/drop-set-password', { token, password: 'second-password' }),
      404,
    );
    expect(problem.message).toBe('Ссылка для смены пароля недействительна или уже использована');
    expect((await tryLogin(user.username, 'first-new-password')).statusCode).toBe(200);
  });

  it('names a missing reset token after the link, not an activation code', async () => {
    const problem = expectProblem(
      await post('/api/drop-set-password', { password: 'brand-new-password' }),
      422,
    );
    expect(problem.errors).toEqual(['Ссылка для смены пароля: обязательное поле']);
  });

  it('ends every older reset link once the password is set through a newer one', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const older = await resetTokenFor(user.username);
    const newer = await resetTokenFor(user.username);
    expect(
      (await post('/api/drop-set-password', { token: newer, password: 'newer-password' })).statusCode,
    ).toBe(200);
    const problem = expectProblem(
      await post('/api/drop-set-password', { token: older, password: 'older-password' }),
      404,
    );
    expect(problem.message).toBe('Ссылка для смены пароля недействительна или уже использована');
    expect((await tryLogin(user.username, 'newer-password')).statusCode).toBe(200);
  });

  it('refuses a short password with 422 and keeps the old password', async () => {
    const customer = await createCustomer(t.app.ctx.db);
    const user = await createUser(t.app.ctx.db, { ownerType: 'customer', ownerId: customer.id });
    const token = await resetTokenFor(user.username);
    const problem = expectProblem(await post('/api/drop-set-password', { token, password: '1234' }), 422);
    expect(problem.errors).toEqual(['Пароль: не короче 8 символов']);
    expect((await tryLogin(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
