import { jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// DESIGN 3: mail is written to the outbox (and the log); sent through SMTP when SMTP_URL is set.
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 32 }).notNull(),
  to: varchar('to', { length: 180 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  text: text('text').notNull(),
  link: text('link'),
  details: jsonb('details'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
