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
import { userError, type ParamsOf, type UserError } from '../errors/index.ts';
import type { Counted, Place, RedirectRefusal, Requester } from '../errors/catalogue.ts';

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
  /** Whom the requests are for: the fix of a failure names what to check (the embedded or a remote CMS, the thumbnail endpoints). */
  requester: Requester;
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

/** What a refusal becomes: its catalogue entry and data, less the request (named where it is caught). */
type RefusalData =
  | { code: 'SYNC_ANSWER_TOO_LARGE'; params: Omit<ParamsOf<'SYNC_ANSWER_TOO_LARGE'>, 'place' | 'requester'> }
  | { code: 'SYNC_REDIRECT_REFUSED'; params: Omit<ParamsOf<'SYNC_REDIRECT_REFUSED'>, 'place' | 'requester'> };

/** A request refused for what it is (too large an answer, a redirect off the allowed hosts): not retried. */
class Refusal extends Error {
  constructor(readonly data: RefusalData) {
    super(data.code);
  }

  /** The catalogue error for this refusal of the request at `place`. */
  toUserError(place: Place, requester?: Requester): UserError {
    const { data } = this;
    return data.code === 'SYNC_ANSWER_TOO_LARGE'
      ? userError(data.code, { ...data.params, place, requester })
      : userError(data.code, { ...data.params, place, requester });
  }
}

/** Marks the requests of `withHeaders`: they carry credentials and never leave their origin. */
const CREDENTIALED = Symbol('unisite.credentialed');
type MarkedInit = RequestInit & { [CREDENTIALED]?: boolean };
/** Headers that carry credentials whoever set them. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

export interface BodyLimit {
  bytes: number;
  setting: string;
}

function tooLarge(url: URL, limit: BodyLimit, counted: Counted): Refusal {
  return new Refusal({
    code: 'SYNC_ANSWER_TOO_LARGE',
    params: { host: url.host, limitBytes: limit.bytes, setting: limit.setting, counted },
  });
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
      if (Number.isFinite(expected) && expected > limit.bytes) return finish(tooLarge(url, limit, { declaredLength: expected }));
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

function redirectRefused(from: URL, to: RedirectRefusal, status: number): Refusal {
  return new Refusal({ code: 'SYNC_REDIRECT_REFUSED', params: { from: from.host, status, to } });
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
      throw redirectRefused(url, { refusal: 'unreadable' }, answer.status);
    }
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      throw redirectRefused(url, { refusal: 'scheme', protocol: next.protocol }, answer.status);
    }
    if (next.origin !== first.origin) {
      if (credentialed) {
        throw redirectRefused(url, { refusal: 'credentials', host: next.host, credentialsHost: first.host }, answer.status);
      }
      if (!options.origins?.has(next.origin)) {
        throw redirectRefused(url, { refusal: 'off-hosts', host: next.host }, answer.status);
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

export function syncTimeoutError(stage: string, url: string, syncTimeoutMs: number): UserError {
  return userError('CMS_SYNC_TIMEOUT', { stage, url, limitMs: syncTimeoutMs });
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

/** The coded error for an answer nested deeper than MAX_JSON_DEPTH. */
export function tooDeepError(place: Place, requester: Requester): UserError {
  return userError('SYNC_ANSWER_TOO_DEEP', { place, maxDepth: MAX_JSON_DEPTH, requester });
}

/** A JSON answer of a third party (oEmbed, episodes), refused when too deep; throws UserError or SyntaxError. */
export async function boundedJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (jsonTooDeep(text)) {
    throw tooDeepError({ method: 'GET', url: response.url || 'an endpoint', status: response.status }, 'thumbnail endpoints');
  }
  return JSON.parse(text) as unknown;
}

/**
 * The body of an answer read with the platform's fetch (which decompresses as it reads), for the
 * callers that cannot use the sync's own request code (the preview's list calls and media):
 * counted as it arrives and cancelled past `limit`, so no answer grows the process without
 * bound; then refused when its JSON nests too deep. `place` names the caller's request.
 */
export async function limitedJson(response: Response, limit: BodyLimit, place: Place): Promise<unknown> {
  const text = new TextDecoder().decode(await limitedBytes(response, limit, place));
  if (jsonTooDeep(text)) throw tooDeepError(place, 'preview');
  return JSON.parse(text) as unknown;
}

/** The bytes of an answer, at most `limit.bytes` of them (see limitedJson). */
export async function limitedBytes(response: Response, limit: BodyLimit, place: Place): Promise<Uint8Array> {
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
      throw tooLarge(new URL(response.url || 'http://unknown/'), limit, 'counted after decompression').toUserError(place);
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
  const { requester } = options;
  return (stage) => async (input, init) => {
    const { url, method, headers, body, credentialed } = await requestParts(input, init);
    const place: Place = { stage, method, url: url.href };
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw userError('SYNC_HOST_REFUSED', { place, target: { protocol: url.protocol }, requester });
    }
    if (options.origins && !options.origins.has(url.origin)) {
      const allowed = [...options.origins].map((origin) => new URL(origin).host);
      throw userError('SYNC_HOST_REFUSED', { place, target: { host: url.host, allowed }, requester });
    }
    let lastReason = '';
    let lastKind: FailureKind | 'status' = 'network';
    let lastStatus: { status: number; statusText: string } = { status: 0, statusText: '' };
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
        lastStatus = answer;
        lastReason = `answered HTTP ${answer.status} ${answer.statusText}`.trim();
      } catch (error) {
        if (error instanceof Refusal) throw error.toUserError(place, requester);
        if (!(error instanceof AttemptFailure)) throw error;
        if (error.kind === 'aborted') throw syncTimeoutError(stage, url.href, options.syncTimeoutMs ?? 0);
        lastKind = error.kind;
        lastReason = error.message;
        // A CMS that missed a deadline is tried once more, not three times: a stuck CMS must
        // fail within a minute, not after four full deadlines.
        if (error.kind === 'timeout' && ++timeouts > 1) break;
        // A host name the resolver says does not exist will not exist a second later: asking
        // again only delays the message (offline, a sync with thirty thumbnails waited a
        // minute). A resolver that could not answer (EAI_AGAIN) is tried again.
        if (error.kind === 'network' && error.message === 'ENOTFOUND') break;
      }
    }
    const attempts = Math.min(attempt + 1, retries + 1);
    if (lastKind === 'timeout') throw userError('CMS_TIMEOUT', { place, reason: lastReason, attempts, requester });
    if (lastKind === 'status') {
      const { status, statusText } = lastStatus;
      throw userError('CMS_HTTP_STATUS', { place: { ...place, status }, statusText, attempts, requester });
    }
    const reason = lastKind === 'truncated' ? lastReason : `the request failed (${lastReason})`;
    throw userError('CMS_UNREACHABLE', { place, reason, attempts, requester });
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
        problem: 'header-character',
        name,
        character: characterKind(value, at),
        position: at + 1,
        header: true,
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
        problem: 'header-character',
        name: 'CMS_TOKEN',
        character: characterKind(token, at),
        position: at + 1,
      });
    }
    headers.authorization = `Bearer ${token}`;
  }
  if (header) {
    const colon = header.indexOf(':');
    if (colon < 1) throw userError('CLI_USAGE', { problem: 'cms-header-shape' });
    const name = header.slice(0, colon).trim().toLowerCase();
    const value = header.slice(colon + 1).trim();
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name)) {
      throw userError('CLI_USAGE', { problem: 'cms-header-name', name, reserved: HEADER_NAME.test(name) });
    }
    const at = unsafeHeaderCharacter(value, true);
    if (at >= 0) {
      throw userError('CLI_USAGE', { problem: 'cms-header-character', character: characterKind(value, at), position: at + 1 });
    }
    headers[name] = value;
  }
  return headers;
}
