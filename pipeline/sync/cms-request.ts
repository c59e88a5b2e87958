// Every request of `unisite sync` has deadlines: connecting, the first byte of the answer and
// the whole answer, each configurable (pipeline/config.ts), plus the overall bound of the sync
// (an AbortSignal). Node's fetch waits up to 5 minutes for headers and has no whole-body limit,
// so a CMS that accepts the connection and never answers, or trickles its body, kept sync
// silent for many minutes: this is a small fetch over node:http that enforces all three and
// hands callers a fully-read answer (docs/crash-safety.md, "Deadlines").
//
// Network errors, truncated bodies and 5xx answers are retried with exponential backoff; a
// missed deadline is retried once; 4xx is the caller's mistake and returned at once.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { userError, type ErrorCode, type UserError } from '../errors.ts';

export interface Deadlines {
  connectTimeoutMs: number;
  firstByteTimeoutMs: number;
  /** From sending the request to the answer's last byte. */
  bodyTimeoutMs: number;
}

export interface CmsFetchOptions {
  deadlines: Deadlines;
  /** Aborts every request when the sync's overall bound is reached. */
  signal?: AbortSignal | undefined;
  /** Retries of network errors, truncated bodies and 5xx (default 3). */
  retries?: number | undefined;
  /** First backoff in ms; doubled each retry. */
  baseDelayMs?: number | undefined;
  onRetry?: ((attempt: number, reason: string, url: string) => void) | undefined;
  /** What the fix of a failure says (differs for the embedded and a remote CMS). */
  fix: string;
}

type FailureKind = 'network' | 'truncated' | 'timeout' | 'aborted';

/** One attempt that did not produce a complete answer; turned into a UserError after the last attempt. */
class AttemptFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

const seconds = (ms: number) => `${ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 ? 1 : 0)} s` : `${ms} ms`}`;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** One HTTP exchange under the three deadlines; rejects with an AttemptFailure. */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  deadlines: Deadlines,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    let phaseTimer: NodeJS.Timeout | undefined;
    const finish = (error: AttemptFailure | null, answer?: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(phaseTimer);
      clearTimeout(wholeTimer);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(answer as Answer);
    };
    const arm = (ms: number, message: string) => {
      clearTimeout(phaseTimer);
      phaseTimer = setTimeout(() => finish(new AttemptFailure('timeout', message)), ms);
    };
    const onAbort = () => finish(new AttemptFailure('aborted', 'the sync ran out of time'));
    const wholeTimer = setTimeout(
      () => finish(new AttemptFailure('timeout', `the whole answer did not arrive within ${seconds(deadlines.bodyTimeoutMs)}`)),
      deadlines.bodyTimeoutMs,
    );

    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      clearTimeout(phaseTimer);
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
      });
      response.on('error', () => undefined);
      response.on('close', () => {
        // A HEAD answer's content-length is the size a GET would get; it carries no body.
        const expected = method === 'HEAD' ? Number.NaN : Number(response.headers['content-length'] ?? Number.NaN);
        if (!response.complete || (Number.isFinite(expected) && received < expected)) {
          const of = Number.isFinite(expected) ? ` of ${expected}` : '';
          finish(new AttemptFailure('truncated', `the connection closed after ${received}${of} bytes of the answer`));
          return;
        }
        try {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          finish(null, {
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: headersOf(response),
            body: decode(raw, encoding),
          });
        } catch (error) {
          finish(new AttemptFailure('truncated', `the answer could not be decompressed (${(error as Error).message})`));
        }
      });
    });
    request.on('socket', (socket) => {
      const connected = () =>
        arm(deadlines.firstByteTimeoutMs, `connected, but no answer began within ${seconds(deadlines.firstByteTimeoutMs)}`);
      if (!socket.connecting) return connected();
      arm(deadlines.connectTimeoutMs, `could not connect to ${url.host} within ${seconds(deadlines.connectTimeoutMs)}`);
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish(new AttemptFailure('network', error.code ?? error.message));
    });
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    request.end(body);
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function requestFollowing(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  deadlines: Deadlines,
  signal: AbortSignal | undefined,
): Promise<Answer & { url: string }> {
  for (let hop = 0; ; hop += 1) {
    const answer = await exchange(url, method, headers, body, deadlines, signal);
    const location = answer.headers.get('location');
    if (!REDIRECTS.has(answer.status) || !location || hop >= 5) return { ...answer, url: url.href };
    url = new URL(location, url);
    if (answer.status === 303) [method, body] = ['GET', undefined];
  }
}

async function requestParts(input: Parameters<typeof fetch>[0], init: RequestInit | undefined) {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request ? request.url : input instanceof URL ? input.href : String(input));
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = Object.fromEntries(new Headers(init?.headers ?? request?.headers).entries());
  const rawBody = init?.body ?? (request && method !== 'GET' && method !== 'HEAD' ? await request.text() : undefined);
  const body =
    typeof rawBody === 'string' || rawBody === undefined || rawBody === null ? (rawBody ?? undefined) : Buffer.from(String(rawBody));
  return { url, method, headers, body };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error after the last attempt: which request, what went wrong, how often it was tried. */
function failedError(
  code: ErrorCode,
  stage: string,
  method: string,
  url: string,
  reason: string,
  attempts: number,
  fix: string,
): UserError {
  const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
  return userError(code, { what: `sync, ${stage}: ${method} ${url}: ${reason}${tries}.`, fix });
}

export function syncTimeoutError(stage: string, url: string, syncTimeoutMs: number): UserError {
  return userError('CMS_SYNC_TIMEOUT', {
    what: `sync, ${stage}: gave up on ${url}: the whole sync did not finish within ${seconds(syncTimeoutMs)}.`,
    why: 'The CMS answers too slowly for the time a sync is allowed.',
    fix: 'Check that the CMS is healthy, or raise UNISITE_SYNC_TIMEOUT_MS for a very large site. Nothing was written: the previous snapshots are unchanged.',
  });
}

/**
 * A fetch for one stage of the sync (`stage` names it in errors: "site query", "pages (es)").
 * Resolves to a fully-read Response (status < 500, or the last 5xx is an error); rejects with a
 * UserError naming the stage, the URL and the reason.
 */
export type StageFetch = (stage: string) => typeof fetch;

export function createCmsFetch(options: CmsFetchOptions & { syncTimeoutMs?: number }): StageFetch {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 250;
  return (stage) => async (input, init) => {
    const { url, method, headers, body } = await requestParts(input, init);
    let lastReason = '';
    let lastKind: FailureKind | 'status' = 'network';
    let timeouts = 0;
    let attempt = 0;
    for (; attempt <= retries; attempt += 1) {
      if (attempt > 0) {
        options.onRetry?.(attempt, lastReason, url.href);
        await sleep(base * 2 ** (attempt - 1));
      }
      if (options.signal?.aborted) throw syncTimeoutError(stage, url.href, options.syncTimeoutMs ?? 0);
      try {
        const answer = await requestFollowing(url, method, headers, body, options.deadlines, options.signal);
        if (answer.status < 500) {
          const nullBody = method === 'HEAD' || answer.status === 204 || answer.status === 304;
          const response = new Response(nullBody ? null : new Uint8Array(answer.body), {
            status: answer.status < 200 ? 200 : answer.status,
            statusText: answer.statusText,
            headers: answer.headers,
          });
          Object.defineProperty(response, 'url', { value: answer.url });
          return response;
        }
        lastKind = 'status';
        lastReason = `answered HTTP ${answer.status} ${answer.statusText}`.trim();
      } catch (error) {
        if (!(error instanceof AttemptFailure)) throw error;
        if (error.kind === 'aborted') throw syncTimeoutError(stage, url.href, options.syncTimeoutMs ?? 0);
        lastKind = error.kind;
        lastReason = error.message;
        // A CMS that missed a deadline is tried once more, not three times: a stuck CMS must
        // fail within a minute, not after four full deadlines.
        if (error.kind === 'timeout' && ++timeouts > 1) break;
      }
    }
    const attempts = Math.min(attempt + 1, retries + 1);
    if (lastKind === 'timeout') {
      throw failedError('CMS_TIMEOUT', stage, method, url.href, lastReason, attempts, `The CMS is stuck or overloaded. ${options.fix}`);
    }
    if (lastKind === 'status') throw failedError('CMS_HTTP_STATUS', stage, method, url.href, lastReason, attempts, options.fix);
    const reason = lastKind === 'truncated' ? lastReason : `the request failed (${lastReason})`;
    throw failedError('CMS_UNREACHABLE', stage, method, url.href, reason, attempts, options.fix);
  };
}

/**
 * The CMS's credentials (SPEC §6 bearer header) on every request of the stages given this
 * fetch, and only those: thumbnail and third-party calls never see them. The values never
 * reach a message: errors name the URL and stage, never the headers.
 */
export function withHeaders(fetchFor: StageFetch, extra: Record<string, string>): StageFetch {
  if (Object.keys(extra).length === 0) return fetchFor;
  return (stage) => (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return fetchFor(stage)(input, { ...init, headers });
  };
}

/** The headers that carry a CMS token: CMS_TOKEN as a bearer token, or `--cms-header 'Name: value'`. */
export function cmsAuthHeaders(token: string | undefined, header?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (header) {
    const colon = header.indexOf(':');
    if (colon < 1) {
      throw userError('CLI_USAGE', {
        what: '--cms-header must look like "Name: value" (the value is not shown here).',
        fix: 'Pass e.g. --cms-header "Authorization: Bearer <token>", or set CMS_TOKEN instead.',
      });
    }
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  return headers;
}
