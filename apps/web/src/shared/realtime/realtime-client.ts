import { CHANNELS, type Envelope, WS_CLOSE } from '@portal/contract/realtime/realtime.schemas';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** `hasGap` is true when the seq of this entity skipped a value: the subscriber should refetch the entity. */
export type RealtimeHandler = (envelope: Envelope, meta: { hasGap: boolean }) => void;

export type RealtimeClientOptions = {
  url: () => string;
  /**
   * The access token to authenticate with, refreshed first when it expired; null ends the connection.
   * `refusedToken` is the one the server refused on the last socket: refreshed unless another request or tab
   * already stored a newer one.
   */
  getToken: (options: { refusedToken: string | null }) => Promise<string | null>;
  /** The server closed the socket because the user is blocked. */
  onBlocked: () => void;
  onMessage: RealtimeHandler;
  onStatus: (status: RealtimeStatus) => void;
  createSocket?: (url: string) => WebSocket;
  /** Reconnect backoff; the delay doubles from `minDelayMs` up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  pingIntervalMs?: number;
};

export const realtimeUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;

const isEnvelope = (value: unknown): value is Envelope => {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.channel === 'string' &&
    (CHANNELS as readonly string[]).includes(candidate.channel) &&
    typeof candidate.type === 'string' &&
    typeof candidate.id === 'string' &&
    typeof candidate.seq === 'number'
  );
};

/** One WebSocket to /api/ws (DESIGN 7): auth first, subscribe after `ready`, reconnect with backoff. */
export class RealtimeClient {
  private readonly options: Required<Omit<RealtimeClientOptions, 'createSocket'>> &
    Pick<RealtimeClientOptions, 'createSocket'>;
  private socket: WebSocket | null = null;
  private isRunning = false;
  private attempt = 0;
  /** The token the open socket authenticated with last, and the one the server refused when it closed. */
  private sentToken: string | null = null;
  private refusedToken: string | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly lastSeq = new Map<string, number>();
  private currentStatus: RealtimeStatus = 'idle';

  constructor(options: RealtimeClientOptions) {
    this.options = { minDelayMs: 1000, maxDelayMs: 30_000, pingIntervalMs: 25_000, ...options };
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.attempt = 0;
    void this.connect();
  }

  stop(): void {
    this.isRunning = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'logout');
    this.lastSeq.clear();
    this.setStatus('idle');
  }

  /**
   * Hands a refreshed token to the open socket: the server re-authenticates the connection and moves its expiry,
   * so a refresh does not cost a reconnect (and the refetches that follow one).
   */
  reauthenticate(token: string): void {
    if (this.currentStatus === 'open' && this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify({ type: 'auth', token }));
      this.sentToken = token;
    }
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus(status);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.reconnectTimer = null;
    this.pingTimer = null;
  }

  private async connect(): Promise<void> {
    this.setStatus('connecting');
    let token: string | null;
    try {
      token = await this.options.getToken({ refusedToken: this.refusedToken });
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.refusedToken = null;
    if (!this.isRunning) return;
    if (!token) {
      this.stop();
      return;
    }
    const url = this.options.url();
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    this.sentToken = token;
    // DESIGN 7: the token goes in the first message, never in the URL (URLs land in logs).
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (event: MessageEvent) => this.handleMessage(socket, event);
    socket.onclose = (event: CloseEvent) => this.handleClose(socket, event);
  }

  private handleMessage(socket: WebSocket, event: MessageEvent): void {
    if (socket !== this.socket || typeof event.data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!isEnvelope(message)) return;
    if (message.channel === 'commands' && message.type === 'ready') {
      socket.send(JSON.stringify({ type: 'subscribe', channels: [...CHANNELS] }));
      this.attempt = 0;
      this.startPing(socket);
      this.setStatus('open');
      return;
    }
    const key = `${message.channel}:${message.id}`;
    const previous = this.lastSeq.get(key);
    this.lastSeq.set(key, message.seq);
    const hasGap = previous !== undefined && message.seq > previous + 1;
    this.options.onMessage(message, { hasGap });
  }

  private handleClose(socket: WebSocket, event: CloseEvent): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    if (!this.isRunning) return;
    if (event.code === WS_CLOSE.blocked) {
      this.stop();
      this.options.onBlocked();
      return;
    }
    const isRefused = event.code === WS_CLOSE.unauthorized || event.code === WS_CLOSE.tokenExpired;
    this.refusedToken = isRefused ? this.sentToken : null;
    // After a reconnect the subscribers refetch, so the per-entity sequence starts over.
    this.lastSeq.clear();
    this.setStatus('closed');
    this.scheduleReconnect();
  }

  private startPing(socket: WebSocket): void {
    // `ready` comes again after every re-authentication.
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
    }, this.options.pingIntervalMs);
  }

  private scheduleReconnect(): void {
    if (!this.isRunning) return;
    const base = Math.min(this.options.maxDelayMs, this.options.minDelayMs * 2 ** this.attempt);
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    this.reconnectTimer = setTimeout(() => void this.connect(), delay);
  }
}
