import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import WebSocket from 'ws';

// A test client of the WebSocket at /api/ws (DESIGN 7), shared by the realtime tests and the features' live tests.

export type Message = {
  channel?: string;
  type: string;
  id?: string;
  seq?: number;
  payload?: unknown;
  at?: string;
};
type Closed = { code: number; reason: string };

const WAIT_MS = 5000;

const within = async <T>(promise: Promise<T>, what: string, ms = WAIT_MS): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;

/** A test client: messages are queued in arrival order and read with `next()`. */
export const connect = async (app: FastifyInstance, protocols?: string[]) => {
  const socket = new WebSocket(`ws://127.0.0.1:${portOf(app)}/api/ws`, protocols);
  const queue: Message[] = [];
  const waiters: Array<(message: Message) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Message;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  // A closing server may also reset the connection; the close code is what the tests read.
  socket.on('error', () => undefined);
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await within(
    new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
    }),
    'the socket to open',
  );
  const client = {
    socket,
    closed: () => within(closed, 'the socket to close'),
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next: () =>
      within(
        queue.length > 0
          ? Promise.resolve(queue.shift()!)
          : new Promise<Message>((resolve) => {
              waiters.push(resolve);
            }),
        'a message',
      ),
    /**
     * The next message about the given entity. Other test runs may share the Redis channel and publish for
     * the same user ids, so a cross-instance test reads only its own entity's events.
     */
    nextAbout: async (id: string): Promise<Message> => {
      for (;;) {
        const message = await client.next();
        if (message.id === id) return message;
      }
    },
    /** Answers once the server has handled every message sent before: it answers pings in order. */
    sync: async () => {
      client.send({ type: 'ping' });
      expect(await client.next()).toEqual({ type: 'pong' });
    },
    close: () => socket.close(),
  };
  return client;
};

export type Client = Awaited<ReturnType<typeof connect>>;

export const authenticate = async (client: Client, token: string) => {
  client.send({ type: 'auth', token });
  return client.next();
};
