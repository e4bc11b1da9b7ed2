import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * An unmasked, unfragmented text frame (RFC 6455 5.2) of `text`: an event is framed once and the same bytes go to
 * every socket, where ws would frame it again for each.
 */
export const textFrame = (text: string): Buffer => {
  const payload = Buffer.from(text);
  const length = payload.length;
  const lengthBytes = length < 126 ? 0 : length <= 0xffff ? 2 : 8;
  const frame = Buffer.allocUnsafe(2 + lengthBytes + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (lengthBytes === 0) frame[1] = length;
  else if (lengthBytes === 2) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, 2 + lengthBytes);
  return frame;
};

/**
 * Writes a frame from textFrame to many sockets. Each TCP socket is corked at its first frame of an event-loop
 * turn and uncorked once the turn is over, so the events of one turn (bids answered together, or the several one
 * Redis read delivers) leave in one write per socket, not one each.
 *
 * The frame goes straight to ws's TCP socket (`_socket`, not in its types), past ws's sender: safe because that
 * sender writes each of its frames whole and at once, which it does as long as it compresses nothing — the
 * server offers no permessage-deflate (app.ts).
 */
export const createBatchedSend = () => {
  const corked = new Set<Duplex>();
  const uncorkAll = () => {
    for (const raw of corked) raw.uncork();
    corked.clear();
  };
  return (socket: WebSocket, frame: Buffer) => {
    const raw = (socket as WebSocket & { _socket?: Duplex })._socket;
    if (socket.readyState !== socket.OPEN || !raw) return;
    if (!corked.has(raw)) {
      if (corked.size === 0) setImmediate(uncorkAll);
      raw.cork();
      corked.add(raw);
    }
    raw.write(frame);
  };
};
