import {
  type Channel,
  clientMessageSchema,
  type Envelope,
  WS_CLOSE,
  WS_LIMITS,
} from '@portal/contract/realtime/realtime.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { TokenService } from '../auth/jwt';
import type { Principal } from '../auth/principal';
import type { SessionStatusCache } from '../auth/session-status-cache';
import { HttpProblem } from '../http/problem';
import { compileAudience } from './audience';
import { createBatchedSend, textFrame } from './batched-send';
import type { EventBus } from './event-bus';

type Connection = {
  socket: WebSocket;
  address: string;
  principal: Principal | null;
  channels: Set<Channel>;
  windowStart: number;
  messagesInWindow: number;
  expiryTimer?: NodeJS.Timeout;
};

const send = (socket: WebSocket, envelope: Envelope) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(envelope));
};

/**
 * DESIGN 7: GET /api/ws. The access token comes in the first message ({type:'auth'}) or the
 * Sec-WebSocket-Protocol header ('bearer, <token>'), never in the URL. The socket closes when the token
 * expires or the user is blocked; `commands` reach every authenticated socket without subscribing.
 */
export const registerWsHub = (
  app: FastifyInstance,
  deps: { bus: EventBus; tokens: TokenService; sessionStatus: SessionStatusCache },
) => {
  const connections = new Set<Connection>();

  // Issue 27: thousands of sockets watch one auction, so the work per socket is a lookup and a write — the event
  // is serialised once and its audience compiled once, not per socket.
  const sendBatched = createBatchedSend();
  const unsubscribe = deps.bus.subscribe(({ envelope, audience }) => {
    const isCommand = envelope.channel === 'commands';
    const isLogout = isCommand && envelope.type === 'logout';
    const reaches = compileAudience(audience);
    let frame: Buffer | undefined;
    for (const connection of connections) {
      const { principal } = connection;
      if (!principal || (!isCommand && !connection.channels.has(envelope.channel)) || !reaches(principal))
        continue;
      frame ??= textFrame(JSON.stringify(envelope));
      sendBatched(connection.socket, frame);
      if (isLogout) connection.socket.close(WS_CLOSE.blocked, 'logout');
    }
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    for (const connection of connections) connection.socket.terminate();
  });

  // Sockets not yet authenticated, per address: a guest cannot hold hundreds of them open (issue 11).
  const waitingByAddress = new Map<string, number>();
  const countWaiting = (address: string, change: 1 | -1) => {
    const count = (waitingByAddress.get(address) ?? 0) + change;
    if (count > 0) waitingByAddress.set(address, count);
    else waitingByAddress.delete(address);
  };

  const authenticate = async (connection: Connection, token: string) => {
    const principal = await deps.tokens.verify(token);
    if (!principal || (await deps.sessionStatus.isRefused(principal))) {
      connection.socket.close(WS_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    if (!connection.principal) countWaiting(connection.address, -1);
    connection.principal = principal;
    clearTimeout(connection.expiryTimer);
    connection.expiryTimer = setTimeout(
      () => connection.socket.close(WS_CLOSE.tokenExpired, 'token expired'),
      Math.max(0, principal.exp * 1000 - Date.now()),
    );
    send(connection.socket, {
      channel: 'commands',
      type: 'ready',
      id: `user-${principal.userId}`,
      seq: 0,
      payload: { userId: principal.userId },
      at: new Date().toISOString(),
    });
  };

  const refuseCrowdedAddress = async (request: FastifyRequest) => {
    if ((waitingByAddress.get(request.ip) ?? 0) >= WS_LIMITS.unauthenticatedPerAddress) {
      throw new HttpProblem(429, 'Слишком много неавторизованных подключений с этого адреса');
    }
  };

  const config = { access: 'public' } as const;
  app.get('/api/ws', { websocket: true, config, preValidation: refuseCrowdedAddress }, (socket, request) => {
    countWaiting(request.ip, 1);
    const connection: Connection = {
      socket,
      address: request.ip,
      principal: null,
      channels: new Set(),
      windowStart: Date.now(),
      messagesInWindow: 0,
    };
    connections.add(connection);
    const authTimer = setTimeout(() => {
      if (!connection.principal) socket.close(WS_CLOSE.unauthorized, 'no token');
    }, WS_LIMITS.authTimeoutMs);

    const protocolToken = request.headers['sec-websocket-protocol']
      ?.split(',')
      .map((part) => part.trim())
      .find((_part, index, parts) => parts[index - 1] === 'bearer');
    if (protocolToken) void authenticate(connection, protocolToken);

    socket.on('message', async (raw) => {
      const now = Date.now();
      if (now - connection.windowStart >= 1000) {
        connection.windowStart = now;
        connection.messagesInWindow = 0;
      }
      connection.messagesInWindow += 1;
      if (connection.messagesInWindow > WS_LIMITS.messagesPerSecond) {
        socket.close(WS_CLOSE.rateLimited, 'too many messages');
        return;
      }
      let message: ReturnType<typeof clientMessageSchema.safeParse>;
      try {
        message = clientMessageSchema.safeParse(JSON.parse(raw.toString()));
      } catch {
        return;
      }
      if (!message.success) return;
      const data = message.data;
      if (data.type === 'auth') return authenticate(connection, data.token);
      if (!connection.principal) return;
      if (data.type === 'subscribe') for (const channel of data.channels) connection.channels.add(channel);
      if (data.type === 'unsubscribe')
        for (const channel of data.channels) connection.channels.delete(channel);
      if (data.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('close', () => {
      if (!connection.principal) countWaiting(connection.address, -1);
      clearTimeout(authTimer);
      clearTimeout(connection.expiryTimer);
      connections.delete(connection);
    });
  });
};
