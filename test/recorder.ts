import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface Recorded {
  method: string;
  /** Path and query as sent, percent-encoding kept. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Responder = (
  request: Recorded,
  index: number,
) => {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Wait before answering, in ms. */
  delayMs?: number;
};

/**
 * A loopback HTTP server of the test's own: records every request and answers with `respond`
 * (default: 200 `{}`).
 */
export async function startRecorder(respond: Responder = () => ({ body: '{}' })) {
  const requests: Recorded[] = [];
  let responder = respond;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const answer = responder(recorded, requests.length - 1);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'x-request-id': `req-${requests.length}`,
          ...answer.headers,
        });
        res.end(answer.status === 204 ? undefined : (answer.body ?? ''));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next: Responder) {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Recorder = Awaited<ReturnType<typeof startRecorder>>;

/**
 * A recorder for the tests of one file: started before them and closed after them; before each test,
 * its requests are cleared and it answers 200 with `body`. Its members are there once the file's tests run.
 */
export function useRecorder(body = '{}'): Recorder {
  const recorder = {} as Recorder;
  beforeAll(async () => {
    Object.assign(recorder, await startRecorder());
  });
  afterAll(() => recorder.close());
  beforeEach(() => {
    recorder.requests.length = 0;
    recorder.respondWith(() => ({ body }));
  });
  return recorder;
}
