// The HTTP side of `unisite publish` (docs/publishing.md): `POST /webhook` receives the CMS's
// publish event and answers 202 at once (a CMS waits seconds at most for an answer; the cycle
// takes longer), `GET /status` says whether a cycle runs and what the last ones did. Nothing
// else is served. A body is read only up to its bound, and checked (./webhook.ts) before the
// queue hears of it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { portInUse } from '../serve/port.ts';
import { MAX_BODY_BYTES, ReplayGuard, verifyDelivery, WINDOW_MS } from './webhook.ts';
import type { PublishQueue } from './queue.ts';
import type { CycleReport, RunningCycle } from './cycle.ts';

export interface PublishServerOptions {
  secret: string;
  queue: PublishQueue;
  status: () => { running: RunningCycle | null; cycles: readonly CycleReport[] };
  port: number;
  host: string;
  now?: () => number;
  maxBodyBytes?: number;
  windowMs?: number;
  /** A refused webhook, for the log (never its body or headers). */
  onRefused?: (status: number, reason: string) => void;
}

export interface RunningPublishServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(`${JSON.stringify(body)}\n`);
}

/** The body, or null once it passed `max` bytes (declared or counted). */
function readBounded(request: IncomingMessage, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > max) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        request.removeAllListeners('data');
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function createPublishHandler(options: PublishServerOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? WINDOW_MS;
  const guard = new ReplayGuard(windowMs);
  const refuse = (response: ServerResponse, status: number, reason: string, headers?: Record<string, string>) => {
    options.onRefused?.(status, reason);
    // A refused body may be left unread: the connection is not reused for another request.
    answer(response, status, { accepted: false, reason }, { connection: 'close', ...headers });
  };
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/status') {
      if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(response, 405, 'GET only', { allow: 'GET, HEAD' });
      const { running, cycles } = options.status();
      return answer(response, 200, { running, queued: options.queue.pending, cycles });
    }
    if (path !== '/webhook') return answer(response, 404, { error: 'not found: POST /webhook or GET /status' });
    if (request.method !== 'POST') return refuse(response, 405, 'POST only', { allow: 'POST' });
    readBounded(request, options.maxBodyBytes ?? MAX_BODY_BYTES).then(
      (body) => {
        if (body === null) return refuse(response, 413, 'body too large');
        const verdict = verifyDelivery({ secret: options.secret, body, headers: request.headers, now: now(), guard, windowMs });
        if (!verdict.ok) return refuse(response, verdict.status, verdict.reason);
        const queued = options.queue.notify(verdict.delivery);
        answer(response, 202, { accepted: true, delivery: verdict.delivery, queued });
      },
      () => refuse(response, 400, 'body unreadable'),
    );
  };
}

export async function startPublishServer(options: PublishServerOptions): Promise<RunningPublishServer> {
  const server = createServer(createPublishHandler(options));
  // Slow senders do not hold connections: a webhook is one small request.
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(options.port, options.host) : error),
    );
    server.listen(options.port, options.host, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    server,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
