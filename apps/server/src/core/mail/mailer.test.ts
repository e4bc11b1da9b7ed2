import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
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

describe('several mails at once', () => {
  it('keeps them in the outbox in one write, each file with its own row id and text', async () => {
    const mailDir = await mkdtemp(join(tmpdir(), 'mail-'));
    const mailer = createMailer(database.db, recordingLogger().log, {
      smtpUrl: undefined,
      from: 'p@t',
      mailDir,
    });
    const mails = ['first', 'second', 'third'].map((word) => ({
      kind: 'notification' as const,
      to: `${word}@b.ru`,
      subject: `Тема ${word}`,
      text: `Текст ${word}`,
    }));
    await mailer.sendMany(mails);
    await mailer.sendMany([]);

    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          mails.map((m) => m.to),
        ),
      );
    expect(rows.map((row) => [row.to, row.subject, row.text])).toEqual(
      expect.arrayContaining(mails.map((mail) => [mail.to, mail.subject, mail.text])),
    );
    expect(rows).toHaveLength(3);
    const files = await readdir(mailDir);
    for (const row of rows) {
      const file = files.find((name) => name.startsWith(`${String(row.id).padStart(6, '0')}-notification-`));
      expect(file).toBe(`${String(row.id).padStart(6, '0')}-notification-${row.to}.eml`);
      expect(await readFile(join(mailDir, file!), 'utf8')).toContain(`Subject: ${row.subject}\n`);
    }
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
