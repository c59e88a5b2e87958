// Every request of `unisite sync` has deadlines: connecting, the first byte of the answer and
// the whole answer, each configurable (pipeline/config.ts), plus the overall bound of the sync
// (an AbortSignal). Node's fetch waits up to 5 minutes for headers and has no whole-body limit,
// so a CMS that accepts the connection and never answers, or trickles its body, kept sync
// silent for many minutes: this is a small fetch over node:http that enforces all three and
// hands callers a fully-read answer (docs/crash-safety.md, "Deadlines").
//
// Network errors, truncated bodies and 5xx answers are retried with exponential backoff; a
// missed deadline is retried once; 4xx is the caller's mistake and returned at once.
//
// It is also the trust boundary of everything sync reads from the network (docs/security.md,
// "Sync and the network"): an answer body is bounded in bytes after decompression (inflated as
// a stream, stopped at the limit, so a small compressed bomb never reaches memory); requests go
// only to the origins the caller allows; credentials never follow a redirect to another origin;
// a redirect to anything but http(s) is refused at once. Those refusals are not retried: the
// same request would be refused again.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { characterKind, config, unsafeHeaderCharacter } from '../config.ts';
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
  /** The largest answer body accepted, after decompression; default UNISITE_SYNC_MAX_ANSWER_BYTES. */
  maxBodyBytes?: number | undefined;
  /** The setting that raises maxBodyBytes, named when an answer is over it. */
  maxBodySetting?: string | undefined;
  /**
   * The origins (`https://host:port`) requests and redirects may go to. Unset: any first request,
   * and redirects only within its origin.
   */
  origins?: ReadonlySet<string> | undefined;
}

type FailureKind = 'network' | 'truncated' | 'timeout' | 'aborted';

/** A request refused for what it is (too large an answer, a redirect off the allowed hosts): not retried. */
class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
    readonly why: string,
    readonly fixHint: string,
  ) {
    super(reason);
  }
}

/** Marks the requests of `withHeaders`: they carry credentials and never leave their origin. */
const CREDENTIALED = Symbol('unisite.credentialed');
type MarkedInit = RequestInit & { [CREDENTIALED]?: boolean };
/** Headers that carry credentials whoever set them. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${+(bytes / 1024).toFixed(1)} kB` : `${bytes} bytes`;

export interface BodyLimit {
  bytes: number;
  setting: string;
}

function tooLarge(url: URL, limit: BodyLimit, how: string): Refusal {
  return new Refusal(
    'SYNC_ANSWER_TOO_LARGE',
    `${url.host} answered a body larger than the ${size(limit.bytes)} (${limit.bytes} bytes) sync accepts (${how}); not read further`,
    'An answer that large (often a small compressed body that expands enormously) would exhaust the memory of the sync.',
    `If the answer is genuine, raise ${limit.setting} (bytes); otherwise check what ${url.host} serves.`,
  );
}

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

/** A streaming decoder for a content encoding (none for identity or one we did not ask for). */
function decoderFor(encoding: string | undefined): Transform | null {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === 'gzip' || name === 'x-gzip') return createGunzip();
  if (name === 'br') return createBrotliDecompress();
  if (name === 'deflate') return createInflate();
  return null;
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
  limit: BodyLimit,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    let phaseTimer: NodeJS.Timeout | undefined;
    let decoder: Transform | null = null;
    let request: ClientRequest | undefined;
    const finish = (error: AttemptFailure | Refusal | null, answer?: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(phaseTimer);
      clearTimeout(wholeTimer);
      signal?.removeEventListener('abort', onAbort);
      if (error) {
        request?.destroy();
        decoder?.destroy();
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
    // A request Node cannot even start (a header it refuses) fails here, by its code only: the
    // message of such an error can quote a header's value, which may be a token.
    try {
      request = send(url, { method, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }, onResponse);
    } catch (error) {
      return finish(new AttemptFailure('network', (error as NodeJS.ErrnoException).code ?? 'the request could not be sent'));
    }
    function onResponse(response: IncomingMessage) {
      clearTimeout(phaseTimer);
      // A HEAD answer's content-length is the size a GET would get; it carries no body.
      const expected = method === 'HEAD' ? Number.NaN : Number(response.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(expected) && expected > limit.bytes)
        return finish(tooLarge(url, limit, `its declared length is ${expected} bytes`));
      // Counted twice: the bytes on the wire, and the bytes they decompress to. Both stop at the
      // limit, so neither a long body nor a small compressed one that expands is held whole.
      const chunks: Buffer[] = [];
      let received = 0;
      let produced = 0;
      const take = (chunk: Buffer) => {
        if (settled) return;
        produced += chunk.length;
        if (produced > limit.bytes) return finish(tooLarge(url, limit, 'once decompressed'));
        chunks.push(chunk);
      };
      decoder = decoderFor(response.headers['content-encoding']);
      decoder?.on('data', take);
      decoder?.on('error', (error: Error) =>
        finish(new AttemptFailure('truncated', `the answer could not be decompressed (${error.message})`)),
      );
      response.on('data', (chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        if (received > limit.bytes) return finish(tooLarge(url, limit, 'as sent'));
        if (decoder) decoder.write(chunk);
        else take(chunk);
      });
      response.on('error', () => undefined);
      response.on('close', () => {
        if (settled) return;
        if (!response.complete || (Number.isFinite(expected) && received < expected)) {
          const of = Number.isFinite(expected) ? ` of ${expected}` : '';
          finish(new AttemptFailure('truncated', `the connection closed after ${received}${of} bytes of the answer`));
          return;
        }
        const done = () =>
          finish(null, {
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: headersOf(response),
            body: Buffer.concat(chunks),
          });
        if (!decoder || received === 0) return done();
        decoder.once('end', done);
        decoder.end();
      });
    }
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

function redirectRefused(from: URL, to: string, status: number, why: string): Refusal {
  return new Refusal(
    'SYNC_REDIRECT_REFUSED',
    `${from.host} redirected (HTTP ${status}) to ${to}: not followed`,
    why,
    `Point the setting at the address the service answers on itself (${to}), if that host is meant to be used.`,
  );
}

/**
 * Follows up to five redirects, within the rules of the boundary: http(s) only; a request with
 * credentials stays on its first origin (its headers and query were meant for it alone); any
 * other stays on the allowed origins, or on its first origin when none are given.
 */
async function requestFollowing(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  credentialed: boolean,
  options: { deadlines: Deadlines; signal: AbortSignal | undefined; limit: BodyLimit; origins: ReadonlySet<string> | undefined },
): Promise<Answer & { url: string }> {
  const first = url;
  for (let hop = 0; ; hop += 1) {
    const answer = await exchange(url, method, headers, body, options.deadlines, options.signal, options.limit);
    const location = answer.headers.get('location');
    if (!REDIRECTS.has(answer.status) || !location || hop >= 5) return { ...answer, url: url.href };
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw redirectRefused(url, 'an address that cannot be read', answer.status, 'The redirect names no address.');
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw redirectRefused(
        url,
        `a ${next.protocol} address`,
        answer.status,
        'Sync reads http(s) answers only, never local files or other schemes.',
      );
    }
    if (next.origin !== first.origin) {
      if (credentialed) {
        throw redirectRefused(
          url,
          `another host, ${next.host}`,
          answer.status,
          `The request carries the CMS's credentials (CMS_TOKEN or --cms-header), which go to ${first.host} only.`,
        );
      }
      if (!options.origins?.has(next.origin)) {
        throw redirectRefused(url, `another host, ${next.host}`, answer.status, 'Sync calls only the hosts its configuration names.');
      }
    }
    url = next;
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
  const credentialed = (init as MarkedInit | undefined)?.[CREDENTIALED] === true || CREDENTIAL_HEADERS.some((name) => name in headers);
  return { url, method, headers, body, credentialed };
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
 * Objects and arrays nested deeper than this are refused before parsing: content nests a few
 * levels (template, section, module, item, link), and the checks that walk an answer recurse,
 * so a hostile answer thousands of levels deep would overflow the stack.
 */
export const MAX_JSON_DEPTH = 200;

/** Whether a JSON text nests deeper than `maxDepth` (one pass over the text, no parsing). */
export function jsonTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (escaped) escaped = false;
      else if (code === 0x5c) escaped = true;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
  }
  return false;
}

/** The coded error for an answer nested deeper than MAX_JSON_DEPTH; `where` names stage, method and URL. */
export function tooDeepError(where: string, fix: string): UserError {
  return userError('SYNC_ANSWER_TOO_DEEP', {
    what: `${where} with JSON nested more than ${MAX_JSON_DEPTH} levels deep.`,
    why: 'No content nests that deep; reading such an answer would exhaust the stack.',
    fix,
  });
}

/** A JSON answer of a third party (oEmbed, episodes), refused when too deep; throws UserError or SyntaxError. */
export async function boundedJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (jsonTooDeep(text)) {
    throw tooDeepError(`GET ${response.url || 'an endpoint'} answered HTTP ${response.status}`, 'Check what the endpoint serves.');
  }
  return JSON.parse(text) as unknown;
}

/**
 * The body of an answer read with the platform's fetch (which decompresses as it reads), for the
 * callers that cannot use the sync's own request code (the preview's list calls and media):
 * counted as it arrives and cancelled past `limit`, so no answer grows the process without
 * bound; then refused when its JSON nests too deep. `where` names the caller and the URL.
 */
export async function limitedJson(response: Response, limit: BodyLimit, where: string): Promise<unknown> {
  const text = new TextDecoder().decode(await limitedBytes(response, limit, where));
  if (jsonTooDeep(text)) throw tooDeepError(`${where} answered`, 'Check what the CMS serves.');
  return JSON.parse(text) as unknown;
}

/** The bytes of an answer, at most `limit.bytes` of them (see limitedJson). */
export async function limitedBytes(response: Response, limit: BodyLimit, where: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit.bytes) {
      await reader.cancel();
      const refusal = tooLarge(new URL(response.url || 'http://unknown/'), limit, 'counted after decompression');
      throw userError(refusal.code, { what: `${where}: ${refusal.reason}.`, why: refusal.why, fix: refusal.fixHint });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
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
  const limit: BodyLimit = {
    bytes: options.maxBodyBytes ?? config().sync.maxAnswerBytes,
    setting: options.maxBodySetting ?? 'UNISITE_SYNC_MAX_ANSWER_BYTES',
  };
  const refused = (stage: string, method: string, url: URL, refusal: Refusal) =>
    userError(refusal.code, {
      what: `sync, ${stage}: ${method} ${url.href}: ${refusal.reason}.`,
      why: refusal.why,
      fix: `${refusal.fixHint} ${options.fix}`,
    });
  return (stage) => async (input, init) => {
    const { url, method, headers, body, credentialed } = await requestParts(input, init);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      const refusal = new Refusal('SYNC_HOST_REFUSED', `a ${url.protocol} address`, 'Sync reads http(s) answers only.', options.fix);
      throw refused(stage, method, url, refusal);
    }
    if (options.origins && !options.origins.has(url.origin)) {
      const refusal = new Refusal(
        'SYNC_HOST_REFUSED',
        `${url.host} is not a host sync is configured to call (${[...options.origins].map((origin) => new URL(origin).host).join(', ')})`,
        'An address taken from an answer or from content could otherwise make sync call any host, including services on its own machine or network.',
        'If that host is the service meant, set its endpoint (CMS_URL, REGIONS_URL, VIDEO_THUMBNAILS_URL, VIDEO_OEMBED_URL, AUDIO_EPISODES_URL) to it.',
      );
      throw refused(stage, method, url, refusal);
    }
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
        const answer = await requestFollowing(url, method, headers, body, credentialed, {
          deadlines: options.deadlines,
          signal: options.signal,
          limit,
          origins: options.origins,
        });
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
        if (error instanceof Refusal) throw refused(stage, method, url, error);
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
  // `Headers` quotes a value it refuses in its error: such a value is refused here, unshown.
  for (const [name, value] of Object.entries(extra)) {
    const at = unsafeHeaderCharacter(value, true);
    if (at >= 0) {
      throw userError('CONFIG_INVALID', {
        what: `The CMS header ${name} holds ${characterKind(value, at)} at position ${at + 1} (the value is not shown).`,
        fix: 'Set CMS_TOKEN or --cms-header again from the value as the CMS issued it.',
      });
    }
  }
  return (stage) => (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    const marked: MarkedInit = { ...init, headers, [CREDENTIALED]: true };
    return fetchFor(stage)(input, marked);
  };
}

/** Header names HTTP allows (RFC 9110 token characters). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the request itself must set: a user value would break or smuggle it. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'accept-encoding', 'content-encoding']);

/**
 * The headers that carry a CMS token: CMS_TOKEN as a bearer token, or `--cms-header 'Name: value'`.
 * Checked before any request: a value with a line break or a control character would split the
 * request or make Node quote it in an error; it is refused without being shown.
 */
export function cmsAuthHeaders(token: string | undefined, header?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) {
    const at = unsafeHeaderCharacter(token, false);
    if (at >= 0) {
      throw userError('CONFIG_INVALID', {
        what: `CMS_TOKEN holds ${characterKind(token, at)} at position ${at + 1} (the value is not shown).`,
        fix: 'Set CMS_TOKEN again from the token as the CMS issued it (a trailing newline from a file is a common cause).',
      });
    }
    headers.authorization = `Bearer ${token}`;
  }
  if (header) {
    const usage = 'Pass e.g. --cms-header "Authorization: Bearer <token>", or set CMS_TOKEN instead.';
    const colon = header.indexOf(':');
    if (colon < 1) {
      throw userError('CLI_USAGE', { what: '--cms-header must look like "Name: value" (the value is not shown here).', fix: usage });
    }
    const name = header.slice(0, colon).trim().toLowerCase();
    const value = header.slice(colon + 1).trim();
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name)) {
      throw userError('CLI_USAGE', {
        what: `--cms-header names a header unisite cannot send (${HEADER_NAME.test(name) ? `"${name}" is set by the request itself` : 'the name has characters a header name cannot have'}).`,
        fix: usage,
      });
    }
    const at = unsafeHeaderCharacter(value, true);
    if (at >= 0) {
      throw userError('CLI_USAGE', {
        what: `--cms-header's value holds ${characterKind(value, at)} at position ${at + 1} (the value is not shown).`,
        why: 'A header carries printable ASCII only; a line break would split the request.',
        fix: usage,
      });
    }
    headers[name] = value;
  }
  return headers;
}
