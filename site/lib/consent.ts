// Pure rules of the third-party layer (SPEC §2 "Consent loader", "Marketing cookie"), kept
// apart from the DOM so they are tested on their own (site/app/third-parties.ts applies them).
import type { ConsentConfig } from '../../content/schema/index.ts';

/** SPEC §9: the marketing cookie lives 31104e6 ms (360 days). */
export const NOR_LIFETIME_MS = 31104e6;
export const NOR_COOKIE = 'nor';
/** Session cookie marking that `nor` was written in this browser session (SPEC §2: once per session). */
export const NOR_SESSION_COOKIE = 'nor_session';

/** SPEC §2 "Consent loader": production hosts (main, landing and their QA variants) get one id, every other host the other. */
export function domainScriptFor(consent: Pick<ConsentConfig, 'domainScripts' | 'productionHosts'>, hostname: string): string {
  return consent.productionHosts.includes(hostname.toLowerCase()) ? consent.domainScripts.production : consent.domainScripts.other;
}

/** The consented categories from the platform's `,C0001,C0004,` list. */
export function activeGroups(value: unknown): Set<string> {
  if (Array.isArray(value)) return new Set(value.filter((group): group is string => typeof group === 'string'));
  if (typeof value !== 'string') return new Set();
  return new Set(value.split(',').filter(Boolean));
}

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(/;\s*/)) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return undefined;
}

export interface CookieOptions {
  /** Absent: a session cookie. */
  expires?: Date;
  secure: boolean;
}

/** A `document.cookie` assignment: site-wide, SameSite=Lax, Secure on HTTPS. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/'];
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The `nor` cookie to write now, or null when this browser session already wrote it.
 * SPEC §2 "Marketing cookie": 'r' when the visitor has been here before (the cookie exists), 'n' otherwise.
 */
export function norCookies(cookies: string, now: number, secure: boolean): string[] | null {
  if (readCookie(cookies, NOR_SESSION_COOKIE)) return null;
  const value = readCookie(cookies, NOR_COOKIE) === undefined ? 'n' : 'r';
  return [
    cookieString(NOR_COOKIE, value, { expires: new Date(now + NOR_LIFETIME_MS), secure }),
    cookieString(NOR_SESSION_COOKIE, '1', { secure }),
  ];
}

/** Cookie assignments that delete the marketing cookies (consent withdrawn). */
export function norRemoval(secure: boolean): string[] {
  const past = new Date(0);
  return [NOR_COOKIE, NOR_SESSION_COOKIE].map((name) => cookieString(name, '', { expires: past, secure }));
}
