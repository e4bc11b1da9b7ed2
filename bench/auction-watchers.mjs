// The watchers' load generator of bench:auction (issue 27), forked by auction.mjs into a process of its own so its
// thousands of sockets do not share an event loop with the bidders and the timing of their bids. Times are epoch
// milliseconds (timeOrigin + now), which the bench process and this one read alike.
//
// Messages: in {type:'open', watchers: [{base, token}], auctionId} → out {type:'opened', count};
// in {type:'tally', acknowledged: [[bidId, {sentAt, ackAt}]]} → out {type:'tally', ...figures}, then it exits.
import { percentile } from './stats.mjs';

// Sockets not yet authenticated per address are limited to 20 (WS_LIMITS): open them in smaller groups.
const SOCKETS_AT_ONCE = 15;

const now = () => performance.timeOrigin + performance.now();
const kopecks = (roubles) => Math.round(roubles * 100);

/** A watcher: authenticated with a carrier's token, subscribed to `auctions`; records this auction's messages. */
const openWatcher = (base, token, auctionId) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws`);
    const watcher = { socket, messages: [] };
    const auctionKey = `auction-${auctionId}`;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onerror = () => reject(new Error('watcher socket failed'));
    socket.onmessage = (event) => {
      const at = now();
      const envelope = JSON.parse(event.data);
      // The hub handles a socket's messages in order: the pong after the subscribe says it took effect.
      if (envelope.channel === 'commands' && envelope.type === 'ready') {
        socket.send(JSON.stringify({ type: 'subscribe', channels: ['auctions'] }));
        socket.send(JSON.stringify({ type: 'ping' }));
      } else if (envelope.type === 'pong') resolve(watcher);
      else if (envelope.channel === 'auctions' && envelope.id === auctionKey)
        watcher.messages.push({
          seq: envelope.seq,
          bidId: envelope.payload.bid?.id,
          bestKopecks: kopecks(envelope.payload.bestSumm),
          at,
        });
    };
  });

const openAll = async (specs, auctionId) => {
  const watchers = [];
  while (watchers.length < specs.length) {
    const group = specs
      .slice(watchers.length, watchers.length + SOCKETS_AT_ONCE)
      .map(({ base, token }) => openWatcher(base, token, auctionId));
    watchers.push(...(await Promise.all(group)));
  }
  return watchers;
};

/** Each watcher's messages against the acknowledged bids: latencies, lost, out of order, stale best prices. */
const tally = (watchers, acknowledged) => {
  const latencies = [];
  const fromSending = [];
  let lost = 0;
  let outOfOrder = 0;
  let staleBest = 0;
  for (const watcher of watchers) {
    const received = new Set();
    let lowestBest = Number.POSITIVE_INFINITY;
    for (const [index, message] of watcher.messages.entries()) {
      if (index > 0 && message.seq !== watcher.messages[index - 1].seq + 1) outOfOrder += 1;
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
process.on('message', async (message) => {
  if (message.type === 'open') {
    watchers = await openAll(message.watchers, message.auctionId);
    process.send({ type: 'opened', count: watchers.length });
  } else if (message.type === 'tally') {
    for (const watcher of watchers) watcher.socket.close();
    process.send({ type: 'tally', ...tally(watchers, new Map(message.acknowledged)) }, () => process.exit(0));
  }
});
