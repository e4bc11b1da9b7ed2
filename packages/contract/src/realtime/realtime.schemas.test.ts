import { describe, expect, it } from 'vitest';
import {
  CHANNELS,
  COMMAND_TYPES,
  clientMessageSchema,
  envelopeSchema,
  WS_CLOSE,
  WS_LIMITS,
} from './realtime.schemas';

// DESIGN 7: one WebSocket, four channels, one envelope.
describe('clientMessageSchema', () => {
  it('takes an auth message with a token of 1 to 4096 characters', () => {
    expect(clientMessageSchema.parse({ type: 'auth', token: 't' })).toEqual({ type: 'auth', token: 't' });
    expect(clientMessageSchema.safeParse({ type: 'auth', token: '' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'auth', token: 't'.repeat(4096) }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'auth', token: 't'.repeat(4097) }).success).toBe(false);
  });

  it('subscribes to and unsubscribes from at least one known channel', () => {
    for (const type of ['subscribe', 'unsubscribe']) {
      expect(clientMessageSchema.parse({ type, channels: ['auctions'] })).toEqual({
        type,
        channels: ['auctions'],
      });
      expect(clientMessageSchema.safeParse({ type, channels: [] }).success).toBe(false);
      expect(clientMessageSchema.safeParse({ type, channels: ['chat'] }).success).toBe(false);
    }
  });

  it('takes a ping and nothing else', () => {
    expect(clientMessageSchema.parse({ type: 'ping' })).toEqual({ type: 'ping' });
    expect(clientMessageSchema.safeParse({ type: 'pong' }).success).toBe(false);
  });
});

describe('envelopeSchema', () => {
  it('passes an event of a known channel through', () => {
    const envelope = {
      channel: 'notifications',
      type: 'created',
      id: 'user-1',
      seq: 3,
      payload: { id: 5 },
      at: '2025-03-12T10:00:00.000Z',
    };
    expect(envelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelopeSchema.safeParse({ ...envelope, channel: 'chat' }).success).toBe(false);
  });

  it('knows the channels of DESIGN 7 and the commands', () => {
    expect(CHANNELS).toEqual([
      'notifications',
      'auctions',
      'tenders',
      'routes',
      'proformas',
      'comments',
      'commands',
    ]);
    expect(COMMAND_TYPES).toEqual({ logout: 'logout', reload: 'reload' });
  });
});

// decisions.md «WebSocket authentication»: the limits and the close codes the client understands.
describe('the socket limits', () => {
  it('close with the agreed codes', () => {
    expect(WS_CLOSE).toEqual({
      unauthorized: 4001,
      tokenExpired: 4002,
      blocked: 4003,
      rateLimited: 4008,
      tooLarge: 1009,
    });
    expect(WS_LIMITS).toEqual({
      maxMessageBytes: 16384,
      messagesPerSecond: 20,
      authTimeoutMs: 10000,
      unauthenticatedPerAddress: 20,
    });
  });
});
