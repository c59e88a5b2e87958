// A CMS that misbehaves on purpose: a proxy in front of the embedded CMS that answers GraphQL
// requests with one chosen fault (a 5xx, a hang, a trickled or truncated body, HTML, invalid
// JSON, GraphQL errors, an empty site, a wrong shape), a hostile answer (JSON nested 10,000
// deep, a gzip body that expands far beyond its size, a redirect to `redirectTo`) or a changed
// version of the real answer. Listens on 127.0.0.1 on an ephemeral port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { startCms, type CmsOptions } from '../../pipeline/cms.ts';
import { standInEndpoints, type ThumbnailEndpoints } from '../../pipeline/sync/media-thumbnails.ts';
import { smallFamilyDocuments } from './small-family.ts';

export type Fault =
  | 'none'
  | 'http-503'
  | 'http-404'
  | 'hang'
  | 'slow-body'
  | 'truncated-json'
  | 'html'
  | 'invalid-json'
  | 'graphql-errors'
  | 'empty-site'
  | 'wrong-shape'
  | 'deep-json'
  | 'gzip-bomb'
  | 'redirect';

/** Streams `bytes` zeros through gzip into the response: a few kB on the wire, `bytes` once inflated. */
export function sendGzipZeros(response: ServerResponse, bytes: number, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', ...headers });
  const gzip = createGzip({ level: 1 });
  gzip.pipe(response);
  const chunk = Buffer.alloc(1024 * 1024);
  let left = bytes;
  // Written as the client reads: stops as soon as the client goes away.
  const more = () => {
    while (left > 0 && !response.destroyed) {
      left -= chunk.length;
      if (!gzip.write(chunk)) return void gzip.once('drain', more);
    }
    gzip.end();
  };
  response.on('close', () => gzip.destroy());
  more();
}

/** `{"a":{"a":…}}` nested `depth` levels. */
export const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Changes a real GraphQL answer: the query's operation name and its parsed JSON. */
export type Transform = (operation: string, body: { data?: Record<string, unknown> }) => unknown;

export interface FaultCms {
  url: string;
  /**
   * The embedded CMS's video and audio stand-ins. A sync given another CMS's URL looks up no
   * thumbnail unless told where: pass these to `sync()`, or `env` to the CLI, for pages with
   * thumbnails as the embedded CMS gives them.
   */
  thumbnailEndpoints: ThumbnailEndpoints;
  /** `CMS_URL` and the thumbnail endpoints, for a `unisite` child process. */
  env: Record<string, string>;
  /** Every request the proxy received: 'POST /graphql SiteContent', 'GET /graphql/execute.json/…'. */
  requests: string[];
  /** Where the 'redirect' fault sends the GraphQL requests (307), e.g. another origin or file:. */
  redirectTo: string;
  setFault(fault: Fault): void;
  setTransform(transform: Transform | null): void;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * Without `documentsDir`, the proxy serves the small family (research centre and business
 * school): how a sync meets a fault does not depend on how many sites there are, and each of
 * these tests syncs several times.
 */
export async function startFaultCms(options: CmsOptions & { fault?: Fault } = {}): Promise<FaultCms> {
  const ownDocuments = options.documentsDir ? null : await mkdtemp(join(tmpdir(), 'unisite-fault-docs-'));
  const upstream = await startCms({
    ...options,
    documentsDir: options.documentsDir ?? (await smallFamilyDocuments(join(ownDocuments as string, 'documents'))),
  });
  let fault: Fault = options.fault ?? 'none';
  let transform: Transform | null = null;
  const requests: string[] = [];
  const open = new Set<ServerResponse>();

  const forward = async (request: IncomingMessage, body: string): Promise<{ status: number; text: string; type: string }> => {
    const answer = await fetch(upstream.origin + (request.url ?? '/'), {
      method: request.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: request.method === 'POST' ? body : undefined,
    });
    return { status: answer.status, text: await answer.text(), type: answer.headers.get('content-type') ?? 'application/json' };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await read(request);
    const operation = /(?:query|mutation)\s+(\w+)/.exec((JSON.parse(body || '{}') as { query?: string }).query ?? '')?.[1] ?? '';
    requests.push(`${request.method} ${request.url?.split('?')[0]}${operation ? ` ${operation}` : ''}`);
    const graphql = request.method === 'POST' && request.url === '/graphql';
    if (!graphql || fault === 'none' || fault === 'empty-site' || fault === 'wrong-shape') {
      const real = await forward(request, body);
      let text = real.text;
      if (graphql && (transform || fault === 'empty-site' || fault === 'wrong-shape')) {
        const parsed = JSON.parse(text) as { data?: Record<string, unknown> };
        const changed =
          fault === 'empty-site' && operation === 'PagesContent'
            ? { data: { pages: [] } }
            : fault === 'wrong-shape' && operation === 'PagesContent'
              ? { data: { pages: 'not a list' } }
              : transform
                ? transform(operation, parsed)
                : parsed;
        text = JSON.stringify(changed);
      }
      response.writeHead(real.status, { 'content-type': real.type, 'content-length': Buffer.byteLength(text) }).end(text);
      return;
    }
    switch (fault) {
      case 'http-503':
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      case 'http-404':
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"no such endpoint"}');
        return;
      case 'hang':
        open.add(response); // accepted, never answered
        return;
      case 'slow-body': {
        open.add(response);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"data":');
        const trickle = setInterval(() => (response.writableEnded ? clearInterval(trickle) : response.write(' ')), 50);
        response.on('close', () => clearInterval(trickle));
        return;
      }
      case 'truncated-json': {
        const text = (await forward(request, body)).text;
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        response.end(text.slice(0, Math.floor(text.length / 2)));
        // The promised length never arrives: the connection closes mid-body.
        response.socket?.destroy();
        return;
      }
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Maintenance</title><h1>Back soon</h1>');
        return;
      case 'invalid-json':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"data": {"site": ');
        return;
      case 'deep-json':
        response.writeHead(200, { 'content-type': 'application/json' }).end(`{"data":${deepJson(10_000)}}`);
        return;
      case 'gzip-bomb':
        sendGzipZeros(response, 2 * 1024 * 1024 * 1024);
        return;
      case 'redirect':
        response.writeHead(307, { location: cms.redirectTo }).end();
        return;
      case 'graphql-errors':
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ errors: [{ message: 'Cannot query field "site" on type "Query".' }], data: null }));
        return;
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => response.writeHead(599).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/graphql`;
  const thumbnailEndpoints = standInEndpoints(upstream.origin);
  const cms: FaultCms = {
    url,
    thumbnailEndpoints,
    env: {
      CMS_URL: url,
      VIDEO_THUMBNAILS_URL: thumbnailEndpoints.videoThumbnails,
      VIDEO_OEMBED_URL: thumbnailEndpoints.videoOembed,
      AUDIO_EPISODES_URL: thumbnailEndpoints.audioEpisodes,
    },
    requests,
    redirectTo: 'http://localhost:9/elsewhere',
    setFault: (next) => (fault = next),
    setTransform: (next) => (transform = next),
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      if (ownDocuments) await rm(ownDocuments, { recursive: true, force: true });
    },
  };
  return cms;
}
