import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_TIMEOUT_MS } from '@portal/contract/integration/integration.constants';
import { type ResolvedAddress, resolveWebhookAddress } from './webhook-url-guard';

export type WebhookRequest = {
  url: string;
  id: string;
  timestamp: number;
  body: string;
  signature: string;
};

/** The receiver's status code, or null when no answer came (refused address, network error, 15 s timeout). */
export type WebhookAnswer = { status: number | null };

/** Connects only to the addresses the guard checked, whatever DNS says by the time the socket opens. */
const pinnedLookup =
  (addresses: ResolvedAddress[]): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };

/**
 * One Standard Webhooks POST. The guard runs again right before it (DNS may have changed since the endpoint was
 * saved); a redirect is an answer like any other non-2xx, never followed.
 */
export const postWebhook = async (request: WebhookRequest, allowPrivate: boolean): Promise<WebhookAnswer> => {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveWebhookAddress(request.url, allowPrivate);
  } catch {
    return { status: null };
  }
  const url = new URL(request.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(addresses),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'portal-webhooks',
          'webhook-id': request.id,
          'webhook-timestamp': String(request.timestamp),
          'webhook-signature': request.signature,
        },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        // The body is not read for anything; draining it frees the socket.
        response.resume();
        resolve({ status: response.statusCode ?? null });
      },
    );
    outgoing.on('error', () => resolve({ status: null }));
    outgoing.end(request.body);
  });
};
