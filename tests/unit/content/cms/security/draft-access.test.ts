// Who may read and change drafts on a token-protected embedded CMS (docs/editing.md "Who may
// change drafts"): the token holder, and the page editor through the session key that the
// process which started the CMS printed. Nobody else reads a draft, writes one or lists pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, EDITOR_KEY_HEADER, type RunningCms } from '../../../../../pipeline/cms.ts';
import type { CmsPageRecord } from '../../../../../content/cms/documents.ts';
import { PREVIEW_ORIGIN, smallSite, TOKEN, type Refusal } from '../../../../helpers/draft-cms.ts';

const bearer = { authorization: `Bearer ${TOKEN}` };

describe('a token-protected CMS: drafts and the page editor', () => {
  let cms: RunningCms;
  let home: CmsPageRecord;
  let key: string;
  beforeAll(async () => {
    cms = await startCms({ content: await smallSite(), token: TOKEN, previewOrigin: PREVIEW_ORIGIN });
    key = new URL(cms.editorUrl).searchParams.get('key') ?? '';
    home = (await (await fetch(`${cms.origin}/drafts/pages?path=/`, { headers: bearer })).json()) as CmsPageRecord;
  });
  afterAll(() => cms.close());

  const homeUrl = () => `${cms.origin}/drafts/pages/${encodeURIComponent(home.id)}`;

  it('refuses every draft call without the token, or with a wrong one, as CMS_UNAUTHORIZED (naming no token)', async () => {
    const planted = JSON.stringify({ ...home, title: 'PLANTED' });
    const calls: Array<[string, RequestInit]> = [
      [homeUrl(), { method: 'PUT', body: planted }],
      [`${homeUrl()}/modules`, { method: 'POST', body: JSON.stringify({ action: 'delete', path: 'mainSection.0' }) }],
      [`${cms.origin}/drafts/pages?path=/`, { method: 'GET' }],
      [`${cms.origin}/drafts`, { method: 'DELETE' }],
    ];
    for (const [url, init] of calls) {
      const attempts: Array<Record<string, string>> = [
        {},
        { authorization: 'Bearer not-the-token' },
        { authorization: `Bearer ${TOKEN}x` },
      ];
      for (const headers of attempts) {
        // JSON, as the editor sends: the local guard answers 415 to anything else before the token counts.
        const answer = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...headers } });
        expect(answer.status, `${init.method} ${url}`).toBe(401);
        const text = await answer.text();
        expect((JSON.parse(text) as Refusal).errors[0]?.code).toBe('CMS_UNAUTHORIZED');
        expect(text).not.toContain(TOKEN);
      }
    }
    // Nothing was stored: the page reads as before.
    const now = (await (await fetch(`${cms.origin}/drafts/pages?path=/`, { headers: bearer })).json()) as CmsPageRecord;
    expect(now.title).toBe(home.title);
  });

  it('shows the editor, and with it the list of pages, only through the session key', async () => {
    const plain = await fetch(`${cms.origin}/editor/?path=/`);
    expect(plain.status).toBe(401);
    const refusal = await plain.text();
    expect(refusal).toContain('EDITOR_KEY_REQUIRED');
    expect(refusal).not.toContain('/news/');
    // A wrong key, or the CMS token in its place, opens nothing either.
    expect((await fetch(`${cms.origin}/editor/?path=/&key=${TOKEN}`, { redirect: 'manual' })).status).toBe(401);
    expect((await fetch(`${cms.origin}/editor/?path=/`, { headers: { cookie: `unisite-editor=${TOKEN}` } })).status).toBe(401);

    // The printed address trades the key for a cookie and drops it from the address.
    expect(cms.editorUrl).toMatch(/\/editor\/\?path=%2F&key=[\w-]{40,}$/);
    const opened = await fetch(cms.editorUrl, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/editor/?path=%2F');
    const cookie = opened.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const page = await fetch(`${cms.origin}/editor/?path=/`, { headers: { cookie: cookie.split(';')[0] as string } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<option value="/news/"');
    // The editor holds its session key, never the CMS token.
    expect(html).toContain(key);
    expect(html).not.toContain(TOKEN);
  });

  it("accepts the editor's draft calls with the session key in its header, not as a cookie", async () => {
    const body = JSON.stringify({ action: 'duplicate', path: 'mainSection.0' });
    const byCookie = await fetch(`${homeUrl()}/modules`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', cookie: `unisite-editor=${key}` },
    });
    expect(byCookie.status).toBe(401);
    const byHeader = await fetch(`${homeUrl()}/modules`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', [EDITOR_KEY_HEADER]: key },
    });
    expect(byHeader.status).toBe(200);
    // The key is for drafts only: content calls still need the token.
    expect((await fetch(cms.url, { method: 'POST', body: '{}', headers: { [EDITOR_KEY_HEADER]: key } })).status).toBe(401);
    await fetch(`${cms.origin}/drafts`, { method: 'DELETE', headers: bearer });
  });

  it('gives each CMS process a key of its own', async () => {
    const other = await startCms({ content: await smallSite(), token: TOKEN, previewOrigin: PREVIEW_ORIGIN });
    try {
      expect(new URL(other.editorUrl).searchParams.get('key')).not.toBe(key);
      expect((await fetch(`${other.origin}/editor/?path=/&key=${key}`, { redirect: 'manual' })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('an open CMS (no token)', () => {
  it('keeps the editor and the drafts open on loopback, and prints an address without a key', async () => {
    const cms = await startCms({ content: await smallSite(), previewOrigin: PREVIEW_ORIGIN });
    try {
      expect(cms.editorUrl).toBe(`${cms.origin}/editor/?path=%2F`);
      expect((await fetch(cms.editorUrl)).status).toBe(200);
      expect((await fetch(`${cms.origin}/drafts/pages?path=/`)).status).toBe(200);
    } finally {
      await cms.close();
    }
  });
});
