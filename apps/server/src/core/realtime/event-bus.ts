import { EventEmitter } from 'node:events';
import type { Channel, Envelope } from '@portal/contract/realtime/realtime.schemas';
import type { OwnerType } from '@portal/contract/roles';

/** Who may receive an event; the hub matches it against each socket's principal. */
export type Audience =
  | { kind: 'user'; userId: number; exceptSessionId?: string }
  | { kind: 'session'; sessionId: string }
  | { kind: 'company'; ownerType: OwnerType; ownerId: number }
  | { kind: 'owner-type'; ownerType: OwnerType }
  | { kind: 'all' }
  /** Several audiences at once (an auction's customer and its invited carriers): one event, one seq. */
  | { kind: 'any'; audiences: Audience[] };

export type BusEvent = { channel: Channel; type: string; id: string; payload: unknown; audience: Audience };
export type DeliveredEvent = { envelope: Envelope; audience: Audience };

/**
 * DESIGN 7: one bus interface. Publish only after the transaction that caused the event commits.
 * `seq` grows per entity (channel + id) across every server process.
 */
export type EventBus = {
  publish: (event: BusEvent) => Promise<void>;
  subscribe: (handler: (event: DeliveredEvent) => void) => () => void;
  close: () => Promise<void>;
};

export const toEnvelope = (event: BusEvent, seq: number): DeliveredEvent => ({
  envelope: {
    channel: event.channel,
    type: event.type,
    id: event.id,
    seq,
    payload: event.payload,
    at: new Date().toISOString(),
  },
  audience: event.audience,
});

export const createInProcessBus = (): EventBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const sequences = new Map<string, number>();
  return {
    publish: async (event) => {
      const key = `${event.channel}:${event.id}`;
      const seq = (sequences.get(key) ?? 0) + 1;
      sequences.set(key, seq);
      emitter.emit('event', toEnvelope(event, seq));
    },
    subscribe: (handler) => {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
