// Request bodies of the embedded CMS and its forms endpoint, read with limits: a body is read
// only up to its limit (never buffered whole), JSON only up to a nesting depth, and a refusal
// of an oversized body reaches the client as an answer rather than a reset connection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParamsOf } from '../../pipeline/errors/index.ts';

/** The largest JSON body a draft call takes: a page is tens of kilobytes; this leaves room for long ones. */
export const DRAFT_MAX_BYTES = 2 * 1024 * 1024;
/** The deepest nesting of objects and arrays accepted: a page's modules nest a handful of levels. */
export const JSON_MAX_DEPTH = 64;
/**
 * After refusing an oversized body, how much more of it is read and thrown away (and for how
 * long) before the connection is closed. A client that sends its whole body before it reads
 * the answer (many scripts and HTTP libraries do) would otherwise see a reset instead of 413;
 * past these bounds the connection is cut, since the sender is not a well-behaved client.
 */
export const DRAIN_MAX_BYTES = 128 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/**
 * Reads a body up to `limit` bytes. Null when it is (or says it is) larger: the reading stops
 * there and the request is paused, for `sendWhileDraining` to answer it.
 */
export function readBoundedBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Not `for await … break`: that destroys the socket, and the client gets a reset.
      cleanup();
      request.pause();
      chunks.length = 0;
      resolve(null);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onAborted = () => onError(new Error('the client closed the connection before sending the whole body'));
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', onError);
    request.once('aborted', onAborted);
  });
}

/**
 * Sends a whole answer (usually 413) to a request whose body is still arriving, then reads the
 * rest of that body and throws it away, ending the answer (and closing the connection) when
 * the body ends or the drain bounds are reached. The answer's bytes go out at once, so a client
 * that reads while it sends sees them at once.
 */
export function sendWhileDraining(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string,
): void {
  response.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' });
  response.write(body);
  if (request.readableEnded) {
    response.end();
    return;
  }
  let drained = 0;
  const finish = () => {
    clearTimeout(timer);
    request.off('data', onData);
    request.off('end', finish);
    request.off('error', finish);
    request.off('close', finish);
    if (!response.writableEnded) response.end();
  };
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_MAX_MS);
  timer.unref();
  request.on('data', onData);
  request.once('end', finish);
  request.once('error', finish);
  request.once('close', finish);
  request.resume();
}

export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; code: 'REQUEST_BODY_TOO_DEEP'; params: ParamsOf<'REQUEST_BODY_TOO_DEEP'> }
  | { ok: false; code: 'REQUEST_BODY_INVALID'; params: ParamsOf<'REQUEST_BODY_INVALID'> };

/**
 * The deepest nesting of `text` read as JSON, stopping as soon as `max` is passed. Counted on
 * the text, before parsing, so a hostile body costs one pass and no recursion.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Parses a JSON body no deeper than `maxDepth`; an empty body is `{}`. */
export function parseJsonBody(bytes: Buffer, maxDepth = JSON_MAX_DEPTH): JsonBody {
  const text = bytes.toString('utf8');
  if (text.trim() === '') return { ok: true, value: {} };
  if (jsonDepthExceeds(text, maxDepth)) {
    return { ok: false, code: 'REQUEST_BODY_TOO_DEEP', params: { maxDepth } };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, code: 'REQUEST_BODY_INVALID', params: { problem: 'not-json', detail: (error as Error).message } };
  }
}
