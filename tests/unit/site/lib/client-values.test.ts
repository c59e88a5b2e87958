import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  DISMISSED_KEY,
  distributorRequest,
  isDismissed,
  rememberDismissal,
  siteRequest,
  storedLanguageId,
  storedSiteId,
  storedToken,
} from '../../../../site/lib/client-values.ts';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('stored client values (SPEC §3)', () => {
  it('reads the token from persist:app, the site id from persist:root and the language id from langID', () => {
    const stored = storage({
      'persist:app': JSON.stringify({ token: JSON.stringify('abc.def'), _persist: JSON.stringify({ version: -1 }) }),
      'persist:root': JSON.stringify({ siteId: '12' }),
      langID: '2',
    });
    expect(storedToken(stored)).toBe('abc.def');
    expect(storedSiteId(stored)).toBe(12);
    expect(storedLanguageId(stored)).toBe(2);
  });

  it('treats missing, empty, broken or blocked storage as nothing stored', () => {
    expect(storedToken(storage({}))).toBeUndefined();
    expect(storedToken(storage({ 'persist:app': JSON.stringify({ token: '""' }) }))).toBeUndefined();
    expect(storedSiteId(storage({ 'persist:root': '{not json' }))).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedToken(blocked)).toBeUndefined();
  });
});

describe('site and distributor calls (SPEC §6, §7)', () => {
  it('carry a bearer Authorization header only when a token is stored', () => {
    expect(apiHeaders(storage({}), 1)).toEqual({ langID: '1' });
    const withToken = storage({ 'persist:app': JSON.stringify({ token: JSON.stringify('t0k') }) });
    expect(apiHeaders(withToken, 1)).toEqual({ langID: '1', Authorization: 'Bearer t0k' });
    const site = siteRequest('https://api.ibera.edu/', 12, withToken, 2);
    expect(site.url).toBe('https://api.ibera.edu/site/12');
    expect(site.headers.get('authorization')).toBe('Bearer t0k');
    expect(siteRequest('https://api.ibera.edu', 12, storage({}), 2).headers.get('authorization')).toBeNull();
  });

  it('the distributor call posts its JSON body to the stored site with content type, language and token', async () => {
    const stored = storage({
      'persist:app': JSON.stringify({ token: JSON.stringify('t0k') }),
      'persist:root': JSON.stringify({ siteId: 7 }),
      langID: '2',
    });
    const request = distributorRequest('https://api.ibera.edu', 12, stored, 1, { mode: 'auto', quantity: 3 });
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.ibera.edu/site/7/distributor');
    expect(Object.fromEntries(request.headers)).toEqual({ authorization: 'Bearer t0k', 'content-type': 'application/json', langid: '2' });
    expect(await request.json()).toEqual({ mode: 'auto', quantity: 3 });
  });
});

describe('dismissed popups', () => {
  const memory = () => {
    const items: Record<string, string> = {};
    return { items, getItem: (key: string) => items[key] ?? null, setItem: (key: string, value: string) => void (items[key] = value) };
  };

  it('remembers each dismissed popup once, and forgets nothing else', () => {
    const stored = memory();
    expect(isDismissed(stored, 'open-day')).toBe(false);
    rememberDismissal(stored, 'open-day');
    rememberDismissal(stored, 'open-day');
    rememberDismissal(stored, 'newsletter');
    expect(isDismissed(stored, 'open-day')).toBe(true);
    expect(isDismissed(stored, 'other')).toBe(false);
    expect(stored.items[DISMISSED_KEY]).toBe('["open-day","newsletter"]');
  });

  it('treats blocked or garbled storage as nothing remembered, without throwing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(isDismissed(blocked, 'open-day')).toBe(false);
    expect(() => rememberDismissal(blocked, 'open-day')).not.toThrow();
    expect(isDismissed({ getItem: () => '{not json' }, 'open-day')).toBe(false);
  });
});
