import * as z from 'zod';
import { text } from '../validation/text';

// DESIGN 7: one WebSocket, one envelope; `routes` (issue 13) carries flight changes to both sides, `proformas`
// (issue 23) a proforma's changes to its carrier and customer, `comments` (issue 25) the threads.
export const CHANNELS = [
  'notifications',
  'auctions',
  'tenders',
  'routes',
  'proformas',
  'comments',
  'commands',
] as const;
export type Channel = (typeof CHANNELS)[number];

export const envelopeSchema = z.object({
  channel: z.enum(CHANNELS),
  type: z.string(),
  id: z.string(),
  seq: z.number().int(),
  payload: z.unknown(),
  at: z.string(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** What a client may send over the socket. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: text().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), channels: z.array(z.enum(CHANNELS)).min(1) }),
  z.object({ type: z.literal('unsubscribe'), channels: z.array(z.enum(CHANNELS)).min(1) }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const COMMAND_TYPES = { logout: 'logout', reload: 'reload' } as const;

/** Close codes the client understands. */
export const WS_CLOSE = {
  unauthorized: 4001,
  tokenExpired: 4002,
  blocked: 4003,
  rateLimited: 4008,
  tooLarge: 1009,
} as const;

export const WS_LIMITS = {
  maxMessageBytes: 16 * 1024,
  messagesPerSecond: 20,
  authTimeoutMs: 10_000,
  /** Sockets one address may hold open before they authenticate; the next one is refused with HTTP 429. */
  unauthenticatedPerAddress: 20,
} as const;
