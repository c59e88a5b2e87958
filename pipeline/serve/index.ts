// `unisite serve`: a static server for dist/ that behaves like the production host: the CMS
// redirects of `_redirects`, the trailing-slash setting (SPEC §2), '/index.html' as '/', and
// 404.html with status 404, text compressed with gzip for a client that accepts it, and byte
// ranges of everything else (a player seeking in an episode or a video asks for them).
import { createReadStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import parseRange from 'range-parser';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { normalizePath } from '../../site/lib/paths.ts';
import { headersFor, readHeadersFile } from './static-headers.ts';
import { createRouteTable, RouteError, type RouteTable } from '../../site/lib/routes.ts';
import { parseRedirectsFile } from '../artefacts/redirects.ts';
import { requestPath, safeLocation } from './request-path.ts';
import { userError } from '../errors.ts';
import { portInUse } from './port.ts';
import { MEDIA_TYPES } from '../images/media-file.ts';

/** Types worth gzip: text, scripts, JSON, XML and SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  ...MEDIA_TYPES,
};

/** Host configuration the build leaves in dist/ for the host to read, not to publish. */
const HOST_FILES = new Set(['/_redirects', '/_headers']);

/**
 * The not-found page for a missing path: the deepest `<folder>/404.html` above it, so a path
 * under a sub-site's prefix gets that site's page (docs/site-family.md), else the root's.
 */
async function notFoundPage(root: string, pathname: string): Promise<string> {
  const segments = pathname.split('/').filter(Boolean);
  for (let depth = segments.length - 1; depth > 0; depth -= 1) {
    const candidate = join(root, ...segments.slice(0, depth), '404.html');
    if (candidate.startsWith(root) && (await isFile(candidate))) return candidate;
  }
  return join(root, '404.html');
}
/** Bundles ('/assets/client-BXk1a2c3.js') and image variants ('/_img/hero-640x360-0123456789.avif'). */
export const HASHED_FILE = /^\/(?:assets\/[\w.-]+-[\w-]{8,}\.(?:js|mjs|css|map|woff2?)|_img\/[\w.-]+-[0-9a-f]{10}\.[a-z0-9]+)$/;

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** A regular file's size, or undefined when there is no such file. */
async function fileSize(path: string): Promise<number | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
}

interface SentFile {
  file: string;
  size: number;
  headers: Record<string, string>;
  /** The request's Range header. */
  range: string | undefined;
  head: boolean;
}

/**
 * A file sent as it is (not compressed): whole, or the one byte range asked for, as static hosts
 * answer a media player seeking. A range past the end (or none that parses) is refused with
 * 416; a range in another unit or in several parts gets the whole file, which HTTP allows.
 */
function sendBytes(response: ServerResponse, { file, size, headers, range, head }: SentFile): void {
  const ranges = range ? parseRange(size, range) : undefined;
  if (ranges === -1) {
    response.writeHead(416, { ...headers, 'content-range': `bytes */${size}` }).end();
    return;
  }
  const part = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const [start, end] = part ? [part.start, part.end] : [0, size - 1];
  response.writeHead(part ? 206 : 200, {
    ...headers,
    'accept-ranges': 'bytes',
    'content-length': String(size === 0 ? 0 : end - start + 1),
    ...(part ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  if (head || size === 0) response.end();
  else createReadStream(file, { start, end }).pipe(response);
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function readAppData(dir: string): Promise<{ trailingSlash: boolean }> {
  try {
    const data = JSON.parse(await readFile(join(dir, 'app-data.json'), 'utf8')) as { trailingSlash?: boolean };
    return { trailingSlash: data.trailingSlash ?? true };
  } catch {
    throw userError('DIST_MISSING', {
      what: `${join(dir, 'app-data.json')} is missing.`,
      why: 'There is no built site in that folder to serve.',
      fix: 'Run `unisite build` before `unisite serve` (or `unisite start`, which does both).',
    });
  }
}

/** The redirects the build wrote for static hosts; none when the file is absent. */
async function readRedirects(dir: string): Promise<RouteTable> {
  const written = await readFile(join(dir, '_redirects'), 'utf8').catch(() => '');
  // A family's not-found rules (`/business-school/*  /business-school/404.html  404`) are not
  // redirects: serve finds the deepest 404.html itself (notFoundPage), as those rules tell a host to.
  const text = written
    .split('\n')
    .filter((line) => !/\s404\s*$/.test(line))
    .join('\n');
  const file = join(dir, '_redirects');
  try {
    return createRouteTable(parseRedirectsFile(text, file));
  } catch (error) {
    if (!(error instanceof RouteError)) throw error;
    throw userError('REDIRECTS_FILE_MALFORMED', {
      what: `${file}: ${error.message}`,
      fix: '`unisite build` writes this file from the CMS redirects: build again, or correct the line if you edited it by hand.',
    });
  }
}

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const { dir } = options;
  const { trailingSlash } = await readAppData(dir);
  const redirects = await readRedirects(dir);
  const root = normalize(dir + sep);
  // The build's _headers file (security headers, caching), as a static host would apply it.
  const headerRules = await readHeadersFile(dir);

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      // Decoded once; controls, backslashes and dot segments are refused (pipeline/serve/request-path.ts).
      const target = requestPath(request.url ?? '');
      if (!target) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
        return;
      }
      const { pathname, search } = target;
      // As production hosts do: text goes out gzipped to a client that takes it (images and
      // fonts are compressed already). Lighthouse and visitors on slow links see its weight.
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const compressed = (type: string): Record<string, string> =>
        gzip && COMPRESSIBLE.test(type) ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {};
      const body = (file: string, type: string) => {
        const stream = createReadStream(file);
        if (compressed(type)['content-encoding']) stream.pipe(createGzip()).pipe(response);
        else stream.pipe(response);
      };
      const send = async (candidate: string): Promise<boolean> => {
        const file = normalize(join(root, candidate));
        const size = file.startsWith(root) && !HOST_FILES.has(candidate) ? await fileSize(file) : undefined;
        if (size === undefined) return false;
        // Only names that carry a content hash may be cached for a year (never a page under /assets/).
        const immutable = HASHED_FILE.test(candidate);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const headers: Record<string, string> = {
          'content-type': type,
          'x-content-type-options': 'nosniff',
          ...headersFor(headerRules, pathname),
          'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...compressed(type),
        };
        if (headers['content-encoding']) {
          response.writeHead(200, headers);
          if (request.method === 'HEAD') response.end();
          else body(file, type);
        } else sendBytes(response, { file, size, headers, range: request.headers.range, head: request.method === 'HEAD' });
        return true;
      };
      // A file that exists is served as it is (assets, page-data, 404.html …).
      if (pathname !== '/index.html' && extname(pathname) && (await send(pathname))) return;
      // SPEC §2 redirects, as a static host applies `_redirects`: files first, then redirects.
      const redirect = redirects.match(pathname);
      if (redirect?.redirectTo) {
        response.writeHead(redirect.status ?? 301, { location: safeLocation(redirect.redirectTo, search) }).end();
        return;
      }
      // SPEC §2: trailing slash per setting; root untouched; /index.html is answered as the root.
      const canonical = normalizePath(pathname, trailingSlash);
      if (canonical !== pathname && pathname !== '/index.html') {
        response.writeHead(301, { location: safeLocation(canonical, search) }).end();
        return;
      }
      if (await send(join(canonical, 'index.html'))) return;
      const notFound = await notFoundPage(root, canonical);
      const found = await isFile(notFound);
      response.writeHead(404, {
        'content-type': TYPES['.html'] as string,
        'cache-control': 'no-cache',
        ...headersFor(headerRules, pathname),
        ...(found ? compressed(TYPES['.html'] as string) : {}),
      });
      if (request.method === 'HEAD' || !found) response.end();
      else body(notFound, TYPES['.html'] as string);
    })().catch((error: unknown) => {
      response.writeHead(500).end();
      console.error(error);
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse(options.port ?? 4173, host) : error),
    );
    server.listen(options.port ?? 4173, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
