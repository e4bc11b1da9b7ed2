import type { Envelope } from '@portal/contract/realtime/realtime.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, type RealtimeClientOptions, realtimeUrl } from './realtime-client';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(envelope: Partial<Envelope>) {
    const full = { id: 'x', seq: 1, payload: null, at: new Date().toISOString(), ...envelope };
    this.onmessage?.({ data: JSON.stringify(full) } as MessageEvent);
  }

  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const lastSocket = () => FakeSocket.instances.at(-1)!;

const createClient = (overrides: Partial<RealtimeClientOptions> = {}) => {
  const options = {
    url: () => 'ws://portal.test/api/ws',
    getToken: vi.fn(async () => 'token-1'),
    onBlocked: vi.fn(),
    onMessage: vi.fn(),
    onStatus: vi.fn(),
    createSocket: (url: string) => new FakeSocket(url) as unknown as WebSocket,
    minDelayMs: 10,
    maxDelayMs: 40,
    ...overrides,
  };
  return { client: new RealtimeClient(options), options };
};

describe('RealtimeClient (DESIGN 7)', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('derives ws or wss from the page protocol', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/ws');
    expect(realtimeUrl({ protocol: 'https:', host: 'portal.ru' })).toBe('wss://portal.ru/api/ws');
  });

  it('authenticates in the first message, then subscribes to every channel after ready', async () => {
    const { client, options } = createClient();
    client.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(lastSocket().url).toBe('ws://portal.test/api/ws');
    lastSocket().open();
    expect(lastSocket().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    lastSocket().receive({ channel: 'commands', type: 'ready' });
    expect(lastSocket().sent[1]).toEqual({
      type: 'subscribe',
      channels: ['notifications', 'auctions', 'tenders', 'routes', 'proformas', 'comments', 'commands'],
    });
    expect(options.onStatus).toHaveBeenLastCalledWith('open');
    client.stop();
  });

  it('hands envelopes to the subscriber and flags a gap in seq', async () => {
    const { client, options } = createClient();
    client.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket().open();
    lastSocket().receive({ channel: 'commands', type: 'ready' });
    lastSocket().receive({ channel: 'auctions', type: 'bid', id: '5', seq: 1 });
    lastSocket().receive({ channel: 'auctions', type: 'bid', id: '5', seq: 3 });
    expect(options.onMessage).toHaveBeenNthCalledWith(1, expect.objectContaining({ seq: 1 }), {
      hasGap: false,
    });
    expect(options.onMessage).toHaveBeenNthCalledWith(2, expect.objectContaining({ seq: 3 }), {
      hasGap: true,
    });
    client.stop();
  });

  it('reconnects after the server closed the socket, naming the token it refused', async () => {
    const getToken = vi.fn(async () => 'token-1');
    const { client } = createClient({ getToken });
    client.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(getToken).toHaveBeenLastCalledWith({ refusedToken: null });
    lastSocket().open();
    lastSocket().serverClose(4002);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(getToken).toHaveBeenLastCalledWith({ refusedToken: 'token-1' });
    client.stop();
  });

  it('names the token it re-authenticated with last when the server refuses it', async () => {
    const getToken = vi.fn(async () => 'token-1');
    const { client } = createClient({ getToken });
    client.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket().open();
    lastSocket().receive({ channel: 'commands', type: 'ready' });
    client.reauthenticate('token-2');
    lastSocket().serverClose(4002);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(getToken).toHaveBeenLastCalledWith({ refusedToken: 'token-2' });
    client.stop();
  });

  it('ends the session when the server says the user is blocked', async () => {
    const { client, options } = createClient();
    client.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket().open();
    lastSocket().serverClose(4003);
    expect(options.onBlocked).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('re-authenticates the open socket with a refreshed token instead of reconnecting', async () => {
    const { client } = createClient();
    client.start();
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket().open();
    lastSocket().receive({ channel: 'commands', type: 'ready' });
    client.reauthenticate('token-2');
    expect(lastSocket().sent.at(-1)).toEqual({ type: 'auth', token: 'token-2' });
    expect(FakeSocket.instances).toHaveLength(1);
    client.stop();
  });

  it('does not connect without a token', async () => {
    const { client, options } = createClient({ getToken: vi.fn(async () => null) });
    client.start();
    await vi.waitFor(() => expect(options.onStatus).toHaveBeenLastCalledWith('idle'));
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
