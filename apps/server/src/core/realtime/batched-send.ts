import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * Sends one event's bytes, serialised once, to many sockets. Each TCP socket is corked at its first message of an
 * event-loop turn and uncorked once the turn is over, so the events of one turn (a burst of bids, or the several
 * a Redis read delivers at once) leave in one write per socket and not one each. The bytes go as a text frame:
 * the browser reads `event.data` as a string.
 */
export const createBatchedSend = () => {
  const corked = new Set<Duplex>();
  const uncorkAll = () => {
    for (const raw of corked) raw.uncork();
    corked.clear();
  };
  return (socket: WebSocket, data: Buffer) => {
    if (socket.readyState !== socket.OPEN) return;
    // ws keeps its TCP socket in `_socket`, not in its types; writing through ws keeps its framing and state.
    const raw = (socket as WebSocket & { _socket?: Duplex })._socket;
    if (raw && !corked.has(raw)) {
      if (corked.size === 0) setImmediate(uncorkAll);
      raw.cork();
      corked.add(raw);
    }
    socket.send(data, { binary: false });
  };
};
