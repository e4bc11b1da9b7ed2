import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { mailOutbox } from '../../db/schema/index';
import type { Database } from '../db/database';
import { createMailer, redactLink } from './mailer';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const TOKEN = 'Xy3-secret_one-time-token';

/** A logger that keeps what it was given, as pino would write it. */
const recordingLogger = () => {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const log = { info: record, warn: record, error: record } as unknown as FastifyBaseLogger;
  return { log, lines };
};

describe('mail links in the log', () => {
  it('logs an activation link with its token hidden, and keeps the whole link in the outbox and the mail file', async () => {
    const { log, lines } = recordingLogger();
    const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
    const mailer = createMailer(database.db, log, { smtpUrl: undefined, from: 'portal@test', mailDir });
    const link = `http://localhost:3000/activation/email?token=${TOKEN}`;
    await mailer.send({
      kind: 'activation',
      to: 'a@b.ru',
      subject: 'Активация',
      text: `Ссылка: ${link}`,
      link,
    });

    expect(lines.join('\n')).not.toContain(TOKEN);
    expect(lines.join('\n')).toContain('/activation/email?token=[скрыто]');
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.link).toBe(link);
    const [file] = await readdir(mailDir);
    expect(await readFile(join(mailDir, file!), 'utf8')).toContain(link);
  });
});

describe('redactLink', () => {
  it('hides every query value and keeps the names', () => {
    expect(redactLink('https://p.ru/drop-password?token=abc&x=1')).toBe(
      'https://p.ru/drop-password?token=[скрыто]&x=[скрыто]',
    );
  });

  it('leaves a link without a query as it is', () => {
    expect(redactLink('https://p.ru/help')).toBe('https://p.ru/help');
  });
});
