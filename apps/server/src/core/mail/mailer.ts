import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../db/schema/index';
import type { Db } from '../db/database';

export type Mail = {
  kind: 'activation' | 'invitation' | 'password-reset' | 'notification';
  to: string;
  subject: string;
  text: string;
  link?: string;
};

export type Mailer = {
  send: (mail: Mail, db?: Db) => Promise<void>;
  /** Several mails, kept in the outbox in one write (a hot auction's notices come by the hundred). */
  sendMany: (mails: readonly Mail[], db?: Db) => Promise<void>;
};

/**
 * A mail link as the log may show it: the query's values (one-time tokens) are replaced, so a log reader cannot
 * follow an activation, invitation or reset link. The outbox row and the local mail file keep the whole link.
 */
export const redactLink = (link: string): string => {
  const [base, query] = link.split('?', 2);
  if (query === undefined) return link;
  const names = query.split('&').map((pair) => `${pair.split('=', 1)[0]}=[скрыто]`);
  return `${base}?${names.join('&')}`;
};

/** DESIGN 3: every mail lands in the outbox table and the log; SMTP delivers it when SMTP_URL is set. */
export const createMailer = (
  db: Db,
  log: FastifyBaseLogger,
  options: { smtpUrl: string | undefined; from: string; mailDir: string },
): Mailer => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  const deliver = (id: number, mail: Mail) => {
    // Without SMTP the mail is also kept as a readable file, so a local user can follow its link.
    if (!transport) return writeMailFile(options.mailDir, id, options.from, mail);
    // Delivery happens outside the caller's transaction; a failure is kept on the outbox row for a retry.
    setImmediate(async () => {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      } catch (error) {
        log.warn({ err: error, mailId: id }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ error: String(error) })
          .where(eq(mailOutbox.id, id));
      }
    });
  };

  const sendMany = async (mails: readonly Mail[], executor = db) => {
    if (mails.length === 0) return;
    const rows = await executor
      .insert(mailOutbox)
      .values(
        mails.map((mail) => ({
          kind: mail.kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          link: mail.link ?? null,
        })),
      )
      .returning({ id: mailOutbox.id });
    // A multi-row insert returns its rows in the order of its values.
    for (const [index, mail] of mails.entries()) {
      const id = rows[index]?.id;
      log.info(
        { mail: { id, kind: mail.kind, to: mail.to, link: mail.link && redactLink(mail.link) } },
        `mail: ${mail.subject}`,
      );
      if (id !== undefined) await deliver(id, mail);
    }
  };

  return { send: (mail, executor) => sendMany([mail], executor), sendMany };
};

const writeMailFile = async (dir: string, id: number, from: string, mail: Mail) => {
  await mkdir(dir, { recursive: true });
  const safeTo = mail.to.replace(/[^\w@.-]/g, '_');
  const headers = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nX-Mail-Kind: ${mail.kind}\n`;
  await writeFile(
    join(dir, `${String(id).padStart(6, '0')}-${mail.kind}-${safeTo}.eml`),
    `${headers}\n${mail.text}\n`,
  );
};
