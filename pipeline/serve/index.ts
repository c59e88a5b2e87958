// `unisite serve`: a static server for dist/ that behaves like the production host: the CMS
// redirects of `_redirects`, the trailing-slash setting (SPEC §2), '/index.html' as '/', and
// 404.html with status 404, text compressed with gzip for a client that accepts it, and byte
// ranges of everything else (a player seeking in an episode or a video asks for them).
//
// dist/ is a link that a build switches to a new version at any moment (docs/crash-safety.md):
// each request resolves it once and answers from that version only, old bytes or new, and a file
// is sent only when the file opened lies inside that version (./open-inside.ts) — never through a
// symbolic link to anything outside it.
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { readFile, realpath, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import parseRange from 'range-parser';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { openInside, VersionGone } from './open-inside.ts';
import { normalizePath } from '../../site/lib/paths.ts';
import { headersFor, readHeadersFile, type HeaderRule } from './static-headers.ts';
import { createRouteTable, RouteError, type RouteTable } from '../../site/lib/routes.ts';
import { parseRedirectsFile } from '../artefacts/redirects.ts';
import { cacheControlFor, HOST_FILES } from '../artefacts/cache-rules.ts';
import { requestPath, safeLocation, type RequestPath } from './request-path.ts';
import { userError } from '../errors/index.ts';
import { portInUse } from './port.ts';
import { MEDIA_TYPES } from '../media/media-file.ts';

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

/**
 * The not-found page for a missing path: the deepest `<folder>/404.html` above it, so a path
 * under a sub-site's prefix gets that site's page (docs/site-family.md), else the root's.
 */
async function notFoundPage(root: string, pathname: string): Promise<OpenFile | undefined> {
  const segments = pathname.split('/').filter(Boolean);
  for (let depth = Math.max(segments.length - 1, 0); depth >= 0; depth -= 1) {
    const found = await openInside(root, join(root, ...segments.slice(0, depth), '404.html'));
    if (found) return found;
  }
  return undefined;
}

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
  /**
   * Answers the requests a static host forwards elsewhere (the forms' POST /forms/<Name> of a
   * build without FORMS_URL); returns false for the rest, which are served from dist/.
   */
  handle?: (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;
  /**
   * Asked about a file path dist/ does not hold, before it is answered 404: true when it has put
   * the file there meanwhile, which is then served (`unisite start` encoding an image variant
   * the build left for after it: pipeline/images/background-encoding.ts).
   */
  missingFile?: (pathname: string) => Promise<boolean>;
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** A file opened inside the served version: read from its handle, whatever happens to its name. */
type OpenFile = { handle: FileHandle; size: number };

/** Streams an opened file (a part of it) into the answer; a failed read ends the answer, never the server. */
function stream(response: ServerResponse, handle: FileHandle, options: { start?: number; end?: number; gzip?: boolean } = {}): void {
  const source = createReadStream('', { fd: handle, start: options.start, end: options.end });
  const done = (error: Error | null | undefined) => {
    if (error) response.destroy();
  };
  if (options.gzip) pipeline(source, createGzip(), response, done);
  else pipeline(source, response, done);
}

interface SentFile {
  handle: FileHandle;
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
function sendBytes(response: ServerResponse, { handle, size, headers, range, head }: SentFile): void {
  const ranges = range ? parseRange(size, range) : undefined;
  if (ranges === -1) {
    void handle.close();
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
  if (head || size === 0) {
    void handle.close();
    response.end();
  } else stream(response, handle, { start, end });
}

/** `shown`: the folder's name in messages (dist/, not the version it names). */
async function readAppData(dir: string, shown: string): Promise<{ trailingSlash: boolean }> {
  try {
    const data = JSON.parse(await readFile(join(dir, 'app-data.json'), 'utf8')) as { trailingSlash?: boolean };
    return { trailingSlash: data.trailingSlash ?? true };
  } catch {
    throw userError('DIST_MISSING', { file: join(shown, 'app-data.json') });
  }
}

/** The redirects the build wrote for static hosts; none when the file is absent. */
async function readRedirects(dir: string, shown: string): Promise<RouteTable> {
  const written = await readFile(join(dir, '_redirects'), 'utf8').catch(() => '');
  // A family's not-found rules (`/business-school/*  /business-school/404.html  404`) are not
  // redirects: serve finds the deepest 404.html itself (notFoundPage), as those rules tell a host to.
  const text = written
    .split('\n')
    .filter((line) => !/\s404\s*$/.test(line))
    .join('\n');
  const file = join(shown, '_redirects');
  try {
    return createRouteTable(parseRedirectsFile(text, file));
  } catch (error) {
    if (!(error instanceof RouteError)) throw error;
    throw userError('REDIRECTS_FILE_MALFORMED', { file, detail: error.message });
  }
}

/** What serve reads of a version once: its settings, redirects and headers. */
interface ServedVersion {
  /** The version's real path, with a trailing separator. */
  root: string;
  trailingSlash: boolean;
  redirects: RouteTable;
  headerRules: HeaderRule[];
}

async function readVersion(dir: string): Promise<ServedVersion> {
  const real = await realpath(dir).catch(() => dir);
  const { trailingSlash } = await readAppData(real, dir);
  return {
    root: normalize(real + sep),
    trailingSlash,
    redirects: await readRedirects(real, dir),
    headerRules: await readHeadersFile(real),
  };
}

/** How many times a request is answered again when the version it resolved was replaced while it was answered. */
const ATTEMPTS = 3;

export async function serve(options: ServeOptions): Promise<RunningServer> {
  const { dir } = options;
  let current: Promise<ServedVersion> = readVersion(dir);
  await current;
  /**
   * The version dist/ names now (resolved once per request), with its settings read once per
   * version: a rebuild's new redirects apply from its switch on. A version that cannot be read
   * (half-removed, or not a build) keeps the last one's settings.
   */
  const versionNow = async (): Promise<ServedVersion> => {
    const known = await current;
    const real = await realpath(dir).catch(() => null);
    if (real === null || normalize(real + sep) === known.root) return known;
    const next = readVersion(dir).catch(() => ({ ...known, root: normalize(real + sep) }));
    current = next;
    return next;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const base = 'http://localhost';
      if (options.handle && URL.canParse(request.url ?? '', base) && options.handle(request, response, new URL(request.url ?? '', base)))
        return;
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
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await answer(await versionNow(), target, request.method, request.headers, response, options.missingFile);
        } catch (error) {
          // The version was switched and removed while this request read it: answered again from the new one.
          if (!(error instanceof VersionGone) || attempt >= ATTEMPTS) throw error;
        }
      }
    })().catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else response.writeHead(500).end();
      if (!(error instanceof VersionGone)) console.error(error);
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

/** Answers one request from one version of dist/. Writes nothing before it knows what it sends. */
async function answer(
  version: ServedVersion,
  { pathname, search }: RequestPath,
  method: string,
  requestHeaders: IncomingHttpHeaders,
  response: ServerResponse,
  missingFile?: ServeOptions['missingFile'],
): Promise<void> {
  const { root, redirects, trailingSlash, headerRules } = version;
  const head = method === 'HEAD';
  // As production hosts do: text goes out gzipped to a client that takes it (images and
  // fonts are compressed already). Lighthouse and visitors on slow links see its weight.
  const gzip = /\bgzip\b/.test(String(requestHeaders['accept-encoding'] ?? ''));
  const compressed = (type: string): Record<string, string> =>
    gzip && COMPRESSIBLE.test(type) ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {};
  const send = async (candidate: string): Promise<boolean> => {
    const file = normalize(join(root, candidate));
    const opened = file.startsWith(root) && !HOST_FILES.has(candidate) ? await openInside(root, file) : undefined;
    if (!opened) return false;
    // Only names that carry a content hash may be cached for a year (pipeline/artefacts/cache-rules.ts).
    const cacheControl = cacheControlFor(candidate) ?? 'no-cache';
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      ...headersFor(headerRules, pathname),
      'cache-control': cacheControl,
      ...compressed(type),
    };
    if (headers['content-encoding']) {
      response.writeHead(200, headers);
      if (head) {
        void opened.handle.close();
        response.end();
      } else stream(response, opened.handle, { gzip: true });
    } else sendBytes(response, { handle: opened.handle, size: opened.size, headers, range: requestHeaders.range, head });
    return true;
  };
  // A file that exists is served as it is (assets, page-data, 404.html …).
  if (pathname !== '/index.html' && extname(pathname) && (await send(pathname))) return;
  if (missingFile && extname(pathname) && (await missingFile(pathname)) && (await send(pathname))) return;
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
  const html = TYPES['.html'] as string;
  response.writeHead(404, {
    'content-type': html,
    'cache-control': 'no-cache',
    ...headersFor(headerRules, pathname),
    ...(notFound ? compressed(html) : {}),
  });
  if (!notFound || head) {
    void notFound?.handle.close();
    response.end();
  } else stream(response, notFound.handle, { gzip: Boolean(compressed(html)['content-encoding']) });
}
