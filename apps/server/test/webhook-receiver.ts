import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on 127.0.0.1 for tests: keeps every request and answers with `answer(request)` (200 unless
 * told otherwise).
 */
export const startWebhookReceiver = async () => {
  const received: ReceivedWebhook[] = [];
  let answer: (request: ReceivedWebhook) => { status: number; headers?: Record<string, string> } = () => ({
    status: 200,
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(entry);
      const { status, headers } = answer(entry);
      response.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
