import { describe, expect, it } from 'vitest';
import { activeGroups, domainScriptFor, NOR_LIFETIME_MS, norCookies, norRemoval, readCookie } from '../../../../site/lib/consent.ts';

const consent = {
  domainScripts: { production: 'prod-id', other: 'prod-id-test' },
  productionHosts: ['www.ibera.edu', 'qa.ibera.edu', 'landing.ibera.edu', 'qa-landing.ibera.edu'],
};

describe('consent loader (SPEC §2)', () => {
  it('gives the production id to the configured production and QA hosts, the other id to every other host', () => {
    for (const host of ['www.ibera.edu', 'qa.ibera.edu', 'landing.ibera.edu', 'QA-LANDING.ibera.edu'])
      expect(domainScriptFor(consent, host)).toBe('prod-id');
    for (const host of ['localhost', '127.0.0.1', 'pre.ibera.edu', 'ibera.edu', 'www.ibera.edu.evil.example'])
      expect(domainScriptFor(consent, host)).toBe('prod-id-test');
  });

  it('reads the consented categories from the platform list or event detail', () => {
    expect([...activeGroups(',C0001,C0004,')]).toEqual(['C0001', 'C0004']);
    expect([...activeGroups(['C0001', 3])]).toEqual(['C0001']);
    expect(activeGroups(undefined).size).toBe(0);
  });
});

describe('the nor marketing cookie (SPEC §2, §9)', () => {
  const now = Date.UTC(2026, 0, 1);

  it("is 'n' for a new visitor, lives 31104e6 ms, SameSite=Lax, Secure only on HTTPS, and marks the session", () => {
    const [nor, session] = norCookies('', now, true) ?? [];
    expect(NOR_LIFETIME_MS).toBe(31_104_000_000);
    expect(nor).toBe(`nor=n; path=/; expires=${new Date(now + 31_104_000_000).toUTCString()}; SameSite=Lax; Secure`);
    expect(session).toBe('nor_session=1; path=/; SameSite=Lax; Secure');
    expect(norCookies('', now, false)?.[0]).not.toContain('Secure');
  });

  it("is 'r' for a visitor who has one from an earlier session, and is written once per session", () => {
    expect(norCookies('a=1; nor=n', now, false)?.[0]).toMatch(/^nor=r; /);
    expect(norCookies('nor=n; nor_session=1', now, false)).toBeNull();
  });

  it('is deleted with its session mark when consent is withdrawn', () => {
    const removal = norRemoval(false);
    expect(removal.map((cookie) => cookie.split('=')[0])).toEqual(['nor', 'nor_session']);
    for (const cookie of removal) expect(cookie).toContain('expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(readCookie('x=1; nor=r', 'nor')).toBe('r');
    expect(readCookie('xnor=1', 'nor')).toBeUndefined();
  });
});
