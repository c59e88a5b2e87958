// The checks a publish webhook passes before it may start anything (docs/publishing.md
// "The signature"): a body of bounded size, a valid HMAC-SHA256 signature made with the shared
// secret, a timestamp inside the window, and a delivery not seen before within that window.
//
// The timestamp is signed together with the raw body (`<timestamp>.<body>`): a request captured
// on the way cannot be sent again later under a fresh timestamp, and within the window the same
// delivery id or the same signature is accepted once. Every check answers the same way whatever
// part of a signature was wrong, and the comparison takes the same time for every guess.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-unisite-signature';
export const TIMESTAMP_HEADER = 'x-unisite-timestamp';
export const DELIVERY_HEADER = 'x-unisite-delivery';

/** The largest body accepted: a CMS's publish event names what was published, never the content. */
export const MAX_BODY_BYTES = 64 * 1024;
/** How far a timestamp may be from this machine's clock, either way (clocks drift a little). */
export const WINDOW_MS = 5 * 60 * 1000;

/** A delivery id: what a CMS sends (a UUID, a number), nothing that could carry a line break or markup. */
const DELIVERY_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/;

/** The string signed: the timestamp header's value, a dot, then the body byte for byte. */
export function signedPayload(timestamp: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`), body]);
}

/** `sha256=<hex>` of a body and timestamp with the secret: what the CMS sends (and the tests). */
export function sign(secret: string, timestamp: string, body: Buffer | string): string {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return `sha256=${createHmac('sha256', secret).update(signedPayload(timestamp, bytes)).digest('hex')}`;
}

export type Rejection =
  | { status: 401; reason: 'signature missing' | 'signature invalid' | 'timestamp missing' | 'timestamp outside the window' }
  | { status: 400; reason: 'delivery id missing or malformed' }
  | { status: 409; reason: 'delivery already received' };

export type Verdict = { ok: true; delivery: string } | ({ ok: false } & Rejection);

/**
 * Remembers the deliveries (and signatures) accepted within the window, so that each is accepted
 * once. Only signed requests reach it, so what it holds grows with the CMS's own traffic; it
 * forgets what is older than the window, when the timestamp check refuses it anyway.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(private readonly windowMs = WINDOW_MS) {}

  /** True the first time `keys` are presented within the window (each is then remembered); false for a replay. */
  accept(keys: readonly string[], now: number): boolean {
    for (const [key, at] of this.seen) {
      // Kept a little longer than the window: a timestamp may be ahead of this clock by a window too.
      if (now - at > 2 * this.windowMs) this.seen.delete(key);
    }
    if (keys.some((key) => this.seen.has(key))) return false;
    for (const key of keys) this.seen.set(key, now);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

export interface VerifyOptions {
  secret: string;
  body: Buffer;
  /** The request's headers, names in lower case (as Node gives them). */
  headers: Record<string, string | string[] | undefined>;
  /** Milliseconds since 1970: this machine's clock, or a test's. */
  now: number;
  guard: ReplayGuard;
  windowMs?: number;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

/** Whether a webhook request may start a publish cycle; why not (with its HTTP status) when it may not. */
export function verifyDelivery({ secret, body, headers, now, guard, windowMs = WINDOW_MS }: VerifyOptions): Verdict {
  const signature = single(headers[SIGNATURE_HEADER]);
  const timestamp = single(headers[TIMESTAMP_HEADER]);
  const delivery = single(headers[DELIVERY_HEADER]);
  const given = signature === undefined ? null : SIGNATURE.exec(signature.trim().toLowerCase());
  if (!given) return { ok: false, status: 401, reason: 'signature missing' };
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp)) return { ok: false, status: 401, reason: 'timestamp missing' };
  // The signature first: nothing else is said to a sender who does not hold the secret.
  const expected = createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest();
  if (!timingSafeEqual(expected, Buffer.from(given[1] as string, 'hex'))) return { ok: false, status: 401, reason: 'signature invalid' };
  if (Math.abs(now - Number(timestamp) * 1000) > windowMs) return { ok: false, status: 401, reason: 'timestamp outside the window' };
  if (delivery === undefined || !DELIVERY_ID.test(delivery)) return { ok: false, status: 400, reason: 'delivery id missing or malformed' };
  if (!guard.accept([`delivery:${delivery}`, `signature:${given[1] as string}`], now)) {
    return { ok: false, status: 409, reason: 'delivery already received' };
  }
  return { ok: true, delivery };
}
