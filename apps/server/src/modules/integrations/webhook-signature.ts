import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_SECRET_BYTES,
  WEBHOOK_SECRET_PREFIX,
} from '@portal/contract/integration/integration.constants';

/** DESIGN 12: `whsec_` + standard base64 (RFC 4648 §4) of 32 random bytes. */
export const newWebhookSecret = (): string =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the decoded secret. */
const signWith = (secret: string, signed: string): string => {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
};

/** The `webhook-signature` header: one signature per secret still signing, space-separated (a rotation's 24 h). */
export const signWebhook = (
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): string =>
  secrets.map((secret) => signWith(secret, `${message.id}.${message.timestamp}.${message.body}`)).join(' ');
