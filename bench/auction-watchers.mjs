// The watchers' load generator of bench:auction (issue 27), forked by auction.mjs into a process of its own so its
// thousands of sockets do not share an event loop with the bidders and the timing of their bids. Times are epoch
// milliseconds (timeOrigin + now), which the bench process and this one read alike. It shares the machine's two
// cores with the server it measures, so it does as little as it can while the bids run: ws's sockets (Node's own
// WebSocket took about 13 µs of CPU per message, as much as the server spent sending it), and each message only
// stamped and matched against the distinct messages already seen; parsing waits for the tally.
//
// Messages: in {type:'open', watchers: [{base, token}], auctionId} → out {type:'opened', count};
// in {type:'tally', acknowledged: [[bidId, {sentAt, ackAt}]]} → out {type:'tally', ...figures}, then it exits.
import WebSocket from 'ws';
import { percentile } from './stats.mjs';

// Sockets not yet authenticated per address are limited to 20 (WS_LIMITS): open them in smaller groups.
const SOCKETS_AT_ONCE = 15;

const now = () => performance.timeOrigin + performance.now();
const kopecks = (roubles) => Math.round(roubles * 100);

// Every watcher receives the same frames: each distinct message is kept once (a copy), found again by its seq and
// its bytes, and a watcher records only when it arrived and which one it was.
const distinct = [];
const distinctBySeq = new Map();
const SEQ_KEY = Buffer.from('"seq":');

const seqOf = (data) => {
  const start = data.indexOf(SEQ_KEY);
  if (start < 0) return -1;
  let seq = 0;
  for (let index = start + SEQ_KEY.length; data[index] >= 0x30 && data[index] <= 0x39; index += 1)
    seq = seq * 10 + data[index] - 0x30;
  return seq;
};

const distinctIndex = (data) => {
  const seq = seqOf(data);
  const candidates = distinctBySeq.get(seq) ?? [];
  if (candidates.length === 0) distinctBySeq.set(seq, candidates);
  for (const index of candidates) if (distinct[index].equals(data)) return index;
  candidates.push(distinct.push(Buffer.from(data)) - 1);
  return distinct.length - 1;
};

/** A watcher: authenticated with a carrier's token, subscribed to `auctions`; then it records its messages. */
const openWatcher = (base, token) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    const watcher = { socket, times: [], kinds: [] };
    const record = (data) => {
      watcher.times.push(now());
      watcher.kinds.push(distinctIndex(data));
    };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('error', () => reject(new Error('watcher socket failed')));
    socket.on('message', function handshake(data) {
      const envelope = JSON.parse(data);
      // The hub handles a socket's messages in order: the pong after the subscribe says it took effect.
      if (envelope.channel === 'commands' && envelope.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', channels: ['auctions'] }));
        socket.send(JSON.stringify({ type: 'ping' }));
      } else if (envelope.type === 'pong') {
        socket.off('message', handshake);
        socket.on('message', record);
        resolve(watcher);
      }
    });
  });

/** A watcher's messages of the auction, in the order they came, from the distinct messages parsed once. */
const messagesOf = (watcher, envelopes, auctionKey) =>
  watcher.kinds
    .map((kind, index) => ({ envelope: envelopes[kind], at: watcher.times[index] }))
    .filter(({ envelope }) => envelope.channel === 'auctions' && envelope.id === auctionKey)
    .map(({ at, envelope }) => ({
      seq: envelope.seq,
      bidId: envelope.payload.bid?.id,
      bestKopecks: kopecks(envelope.payload.bestSumm),
      at,
    }));

const openAll = async (specs) => {
  const watchers = [];
  while (watchers.length < specs.length) {
    const group = specs
      .slice(watchers.length, watchers.length + SOCKETS_AT_ONCE)
      .map(({ base, token }) => openWatcher(base, token));
    watchers.push(...(await Promise.all(group)));
  }
  return watchers;
};

/** Each watcher's messages against the acknowledged bids: latencies, lost, out of order, stale best prices. */
const tally = (watchers, acknowledged, auctionId) => {
  const latencies = [];
  const fromSending = [];
  let lost = 0;
  let outOfOrder = 0;
  let staleBest = 0;
  const envelopes = distinct.map((data) => JSON.parse(data));
  for (const watcher of watchers) {
    const messages = messagesOf(watcher, envelopes, `auction-${auctionId}`);
    const received = new Set();
    let lowestBest = Number.POSITIVE_INFINITY;
    for (const [index, message] of messages.entries()) {
      if (index > 0 && message.seq !== messages[index - 1].seq + 1) outOfOrder += 1;
      // A later seq that shows a higher best than an earlier one: events left in another order than the commits.
      if (message.bestKopecks > lowestBest) staleBest += 1;
      lowestBest = Math.min(lowestBest, message.bestKopecks);
      const bid = acknowledged.get(message.bidId);
      if (!bid) continue;
      received.add(message.bidId);
      latencies.push(message.at - bid.ackAt);
      fromSending.push(message.at - bid.sentAt);
    }
    lost += acknowledged.size - received.size;
  }
  latencies.sort((a, b) => a - b);
  fromSending.sort((a, b) => a - b);
  const ms = (value) => Number(value.toFixed(1));
  return {
    watchers: watchers.length,
    messages: latencies.length,
    p50Ms: ms(percentile(latencies, 0.5)),
    p99Ms: ms(percentile(latencies, 0.99)),
    maxMs: ms(latencies.at(-1)),
    // Negative: the watcher had the message before the bidder had its 201 (the event is sent before the answer).
    beforeAckShare: Number((latencies.filter((value) => value < 0).length / latencies.length).toFixed(3)),
    fromSendingP50Ms: ms(percentile(fromSending, 0.5)),
    fromSendingP99Ms: ms(percentile(fromSending, 0.99)),
    lost,
    outOfOrder,
    staleBest,
  };
};

let watchers = [];
let auctionId;
process.on('message', async (message) => {
  if (message.type === 'open') {
    auctionId = message.auctionId;
    watchers = await openAll(message.watchers);
    process.send({ type: 'opened', count: watchers.length });
  } else if (message.type === 'tally') {
    for (const watcher of watchers) watcher.socket.close();
    process.send({ type: 'tally', ...tally(watchers, new Map(message.acknowledged), auctionId) }, () =>
      process.exit(0),
    );
  }
});
