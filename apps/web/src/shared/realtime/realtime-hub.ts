import type { Channel } from '@portal/contract/realtime/realtime.schemas';
import type {
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeHandler,
  RealtimeStatus,
} from './realtime-client';

type ClientFactory = (
  callbacks: Pick<RealtimeClientOptions, 'onMessage' | 'onStatus'>,
) => Promise<RealtimeClient>;

/**
 * The subscriptions and status of the live updates, available at once; the socket client itself is loaded only
 * when a session starts (a guest on the login page never needs it).
 */
export class RealtimeHub {
  private readonly handlers = new Map<Channel, Set<RealtimeHandler>>();
  private readonly statusListeners = new Set<() => void>();
  private currentStatus: RealtimeStatus = 'idle';
  private client: Promise<RealtimeClient> | null = null;
  private wantsConnection = false;

  constructor(private readonly createClient: ClientFactory) {}

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  start(): void {
    this.wantsConnection = true;
    this.client ??= this.createClient({
      onMessage: (envelope, meta) => {
        for (const handler of this.handlers.get(envelope.channel) ?? []) handler(envelope, meta);
      },
      onStatus: (status) => {
        this.currentStatus = status;
        for (const listener of this.statusListeners) listener();
      },
    });
    void this.client.then(
      (client) => {
        // The session may have ended while the client was loading.
        if (this.wantsConnection) client.start();
      },
      () => {
        this.client = null;
      },
    );
  }

  /** A refreshed token for the open connection (see RealtimeClient.reauthenticate). */
  reauthenticate(token: string): void {
    if (this.wantsConnection) void this.client?.then((client) => client.reauthenticate(token));
  }

  stop(): void {
    this.wantsConnection = false;
    void this.client?.then((client) => client.stop());
  }

  subscribe(channel: Channel, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }
}
