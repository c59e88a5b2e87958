// The guard of the local tool servers (`unisite preview`, `unisite dev`, the embedded CMS and its
// page editor): what a web page or a process on the same machine cannot make them do
// (docs/security.md "Local tool servers"). One set of rules for all of them:
//   - they answer only to their own names: a DNS-rebinding page reaches them under a name of its
//     own, which its browser sends as Host (refused 421);
//   - a state change (POST, PUT, PATCH, DELETE) comes from their own page or from a tool that is
//     no browser: a foreign Origin or a cross-site Sec-Fetch-Site is refused (403), and a body
//     must be JSON (415 otherwise), which a page on another origin can send only after a
//     preflight these servers never grant;
//   - their pages are framed only by themselves and by the one partner that frames them (the page
//     editor frames the preview);
//   - they send no CORS headers: no other origin reads their answers.
// A leaf module (Node's types only): the embedded CMS imports it as well as the pipeline.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** Names that always point at this machine, whatever DNS says. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

const STATE_CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An operator's extra name: a host name or IP address, optionally with a port. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface LocalGuardOptions {
  /**
   * Names the operator lets this server answer to besides the loopback ones: `name` (any port)
   * or `name:port` (`--allowed-host`). Only names whose address the operator controls are safe.
   */
  allowedHosts?: readonly string[] | undefined;
  /** The one other tool server (an exact origin) whose pages may send state changes here and frame `partnerFrames` paths. */
  partnerOrigin?: string | undefined;
  /** Paths the partner may frame (the preview's page-editor paths); none unless given. */
  partnerFrames?: ((pathname: string) => boolean) | undefined;
  /** Paths whose state changes are checked; every path unless given (the CMS's forms take posts from the sites by design). */
  guardsChanges?: ((pathname: string) => boolean) | undefined;
  /** Paths whose answers carry the framing headers; every path unless given. */
  framed?: ((pathname: string) => boolean) | undefined;
}

/** A value for `--allowed-host`, lower-cased, or null when it is no host name. */
export function parseAllowedHost(value: string): string | null {
  const host = value.trim().toLowerCase();
  return HOST_NAME.test(host) ? host : null;
}

/** `name[:port]` → its parts; a missing port is the default one of http. */
function splitHost(host: string): { name: string; port: number | null } | null {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host.toLowerCase());
  if (!match || !match[1]) return null;
  return { name: (match[1] as string).replace(/\.$/, ''), port: match[2] === undefined ? null : Number(match[2]) };
}

/** The address a connection arrived at, as a Host header names it (`[…]` around IPv6). */
function addressName(address: string | undefined): string | null {
  if (!address) return null;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return plain.includes(':') ? `[${plain}]` : plain;
}

/**
 * Whether a Host header names this server: a loopback name or the address the connection
 * arrived at (an address can't be rebound), on the port it arrived at, or a name the operator
 * allowed. A browser that reaches the server through a rebound name sends that name.
 */
export function hostAllowed(
  host: string | undefined,
  socket: { localPort?: number | undefined; localAddress?: string | undefined },
  allowedHosts: readonly string[] = [],
): boolean {
  if (!host) return false;
  const given = splitHost(host);
  if (!given) return false;
  const port = given.port ?? 80;
  const own = [...LOOPBACK_NAMES, addressName(socket.localAddress)];
  if (own.includes(given.name) && port === socket.localPort) return true;
  return allowedHosts.some((entry) => {
    const allowed = splitHost(entry);
    return allowed !== null && allowed.name === given.name && (allowed.port === null || allowed.port === port);
  });
}

/** Whether an Origin header is one of this server's own origins (http, an allowed Host). */
function ownOrigin(origin: string, socket: IncomingMessage['socket'], allowedHosts: readonly string[]): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.origin !== origin || url.protocol !== 'http:') return false;
  return hostAllowed(url.host, socket, allowedHosts);
}

/** The media type of a Content-Type header, without parameters. */
const mediaType = (value: string | undefined) => (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Why a state change is refused, or null when it may go on. */
export function crossSiteRefusal(request: IncomingMessage, options: LocalGuardOptions = {}): { status: 403 | 415; message: string } | null {
  const method = request.method ?? 'GET';
  if (!STATE_CHANGES.has(method)) return null;
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const fromPartner = origin !== undefined && origin === options.partnerOrigin;
  if (origin !== undefined && !fromPartner && !ownOrigin(origin, request.socket, options.allowedHosts ?? [])) {
    return { status: 403, message: `A ${method} from another origin (${origin}) is refused: only this tool's own pages change its state.` };
  }
  // Browsers send it on every request; tools that are no browser send none.
  if (site !== undefined && site !== 'same-origin' && site !== 'none' && !(fromPartner && site === 'same-site')) {
    return { status: 403, message: `A ${method} from a ${site} page is refused: only this tool's own pages change its state.` };
  }
  // A body a page on another origin could send without a preflight (text/plain, a form) is never a change.
  const hasBody =
    method !== 'DELETE' || request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
  if (hasBody && mediaType(request.headers['content-type']) !== 'application/json') {
    return { status: 415, message: `A ${method} needs a JSON body sent as Content-Type: application/json.` };
  }
  return null;
}

/** The framing headers: framed by this origin only, or by the partner too where it frames. */
export function frameHeaders(partnerOrigin?: string): Record<string, string> {
  if (partnerOrigin) return { 'content-security-policy': `frame-ancestors 'self' ${partnerOrigin}` };
  // X-Frame-Options for browsers without frame-ancestors; it cannot name a partner.
  return { 'content-security-policy': "frame-ancestors 'self'", 'x-frame-options': 'SAMEORIGIN' };
}

function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...frameHeaders() });
  response.end(JSON.stringify({ errors: [{ message }] }));
}

/** The request's path, or '/' for a target that is no path. */
const pathOf = (request: IncomingMessage) =>
  URL.canParse(request.url ?? '', 'http://local') ? new URL(request.url ?? '/', 'http://local').pathname : '/';

/** The refusal of a Host this server does not answer to, naming what it answers to. */
function wrongHostMessage(request: IncomingMessage): string {
  const port = request.socket.localPort;
  const names = LOOPBACK_NAMES.map((name) => `${name}:${port}`).join(', ');
  return `This tool server answers only at ${names}: start it with --allowed-host <name> to reach it under another name.`;
}

/**
 * Checks one request before the server looks at it and sets the framing headers of its answer.
 * Returns true when it refused the request (the answer is sent).
 */
export function guardLocalRequest(request: IncomingMessage, response: ServerResponse, options: LocalGuardOptions = {}): boolean {
  if (!hostAllowed(request.headers.host, request.socket, options.allowedHosts)) {
    refuse(response, 421, wrongHostMessage(request));
    return true;
  }
  const pathname = pathOf(request);
  if (options.guardsChanges?.(pathname) ?? true) {
    const refusal = crossSiteRefusal(request, options);
    if (refusal) {
      refuse(response, refusal.status, refusal.message);
      return true;
    }
  }
  if (options.framed?.(pathname) ?? true) {
    const partner = options.partnerFrames?.(pathname) ? options.partnerOrigin : undefined;
    for (const [name, value] of Object.entries(frameHeaders(partner))) response.setHeader(name, value);
  }
  return false;
}

/**
 * Refuses a WebSocket upgrade (Vite's module replacement) under a foreign Host or from a
 * foreign page, before any other listener of the server sees it.
 */
export function guardUpgrades(server: Server, options: LocalGuardOptions = {}): void {
  server.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    const origin = request.headers.origin;
    const allowed =
      hostAllowed(request.headers.host, request.socket, options.allowedHosts) &&
      (origin === undefined || ownOrigin(origin, request.socket, options.allowedHosts ?? []));
    if (!allowed) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
    }
  });
}
