// What a draft may hold (docs/editing.md "What the CMS checks"): the embedded CMS stores a
// draft only when sync would accept the content with it (the same queries, the same zod
// schemas), reads bodies only up to their limits, and a hostile draft never breaks a later sync.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../../../../pipeline/cms.ts';
import type { CmsPageRecord } from '../../../../../content/cms/documents.ts';
import { DRAFT_MAX_BYTES, jsonDepthExceeds } from '../../../../../content/cms/http-body.ts';
import { silentReporter } from '../../../../../pipeline/reporter.ts';
import { sync } from '../../../../../pipeline/sync/index.ts';
import { cmsAuthHeaders } from '../../../../../pipeline/sync/cms-request.ts';
import { PREVIEW_ORIGIN, sendAllThenRead, smallSite, TOKEN, type Refusal } from '../../../../helpers/draft-cms.ts';

const bearer = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
const PLANTED = 'PLANTED-BY-A-HOSTILE-DRAFT';

describe('drafts the embedded CMS refuses', () => {
  let cms: RunningCms;
  let home: CmsPageRecord;
  let news: CmsPageRecord;
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'unisite-drafts-'));
    cms = await startCms({ content: await smallSite(), token: TOKEN, previewOrigin: PREVIEW_ORIGIN });
    const read = async (path: string) =>
      (await (await fetch(`${cms.origin}/drafts/pages?path=${encodeURIComponent(path)}`, { headers: bearer })).json()) as CmsPageRecord;
    home = await read('/');
    news = await read('/news/');
  });
  afterAll(async () => {
    await cms.close();
    await rm(work, { recursive: true, force: true });
  });

  const put = (page: { id: string }, body: string | Record<string, unknown>) =>
    fetch(`${cms.origin}/drafts/pages/${encodeURIComponent(page.id)}`, {
      method: 'PUT',
      headers: bearer,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const refusal = async (answer: Response) => ((await answer.json()) as Refusal).errors[0];
  const current = async (path: string) =>
    (await (await fetch(`${cms.origin}/drafts/pages?path=${encodeURIComponent(path)}`, { headers: bearer })).json()) as CmsPageRecord;

  it('stores a draft sync accepts, and the preview reads it', async () => {
    const answer = await put(home, { ...home, title: 'A new home title' });
    expect(answer.status).toBe(200);
    expect((await current('/')).title).toBe('A new home title');
    await fetch(`${cms.origin}/drafts`, { method: 'DELETE', headers: bearer });
  });

  it('refuses a draft sync would refuse with 422 DRAFT_INVALID, naming the page and field, and stores nothing', async () => {
    const { languageId: _languageId, ...withoutLanguage } = home;
    const missing = await put(home, { ...withoutLanguage, title: PLANTED });
    expect(missing.status).toBe(422);
    const error = await refusal(missing);
    expect(error?.code).toBe('DRAFT_INVALID');
    expect(error?.problems).toContainEqual(expect.objectContaining({ document: 'page /', path: 'languageId' }));
    expect(error?.message).toContain('page / → languageId');

    // A module without its required fields: the template's own schema refuses it.
    const template = home.template as { mainSection: unknown[] };
    const broken = await put(home, { ...home, template: { ...template, mainSection: [{ component: 'SectionIntro' }] } });
    expect(broken.status).toBe(422);
    expect((await refusal(broken))?.problems?.[0]?.path).toMatch(/^template\.mainSection\[0\]/);

    // A path another page holds: a problem across documents.
    const taken = await put(news, { ...news, path: '/' });
    expect(taken.status).toBe(422);
    expect((await refusal(taken))?.problems?.some((problem) => /two pages/.test(problem.message))).toBe(true);

    // A template this version does not know would leave the page out of the next sync.
    const unknown = await put(home, { ...home, templateType: 'NoSuchTemplate', template: { ...template, templateType: 'NoSuchTemplate' } });
    expect(unknown.status).toBe(422);

    // An inherited key inside the module content sync reads (a prototype pollution attempt).
    const polluted = await put(
      home,
      JSON.stringify({ ...home, title: PLANTED }).replace('"template":{', '"template":{"__proto__":{"isAdmin":true},'),
    );
    expect(polluted.status).toBe(422);

    expect(JSON.stringify(await current('/'))).not.toContain(PLANTED);
    expect((await current('/news/')).path).toBe('/news/');
  });

  it('keeps the id and the site the CMS gave the page, whatever the body says', async () => {
    const answer = await put(home, { ...home, id: 'another-id', siteId: 999, title: 'Kept where it was' });
    expect(answer.status).toBe(200);
    const stored = await current('/');
    expect(stored.id).toBe(home.id);
    expect(stored.siteId).toBe(home.siteId);
    await fetch(`${cms.origin}/drafts`, { method: 'DELETE', headers: bearer });
  });

  it('refuses a body nested past the limit (422), not JSON or not an object (400), and an unknown page (404)', async () => {
    const deep = JSON.stringify({ ...home, title: PLANTED, deep: 0 }).replace(
      '"deep":0',
      `"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    );
    const tooDeep = await put(home, deep);
    expect(tooDeep.status).toBe(422);
    expect((await refusal(tooDeep))?.code).toBe('REQUEST_BODY_TOO_DEEP');
    const notJson = await put(home, '{"title": ');
    expect(notJson.status).toBe(400);
    expect((await refusal(notJson))?.code).toBe('REQUEST_BODY_INVALID');
    expect((await put(home, '[1, 2]')).status).toBe(400);
    const unknown = await put({ id: 'no-such-page' }, { ...home });
    expect(unknown.status).toBe(404);
    expect((await refusal(unknown))?.code).toBe('DRAFT_PAGE_UNKNOWN');
    // Nesting is counted on the text: brackets inside strings do not count.
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[[[[[{{{{{{{{"\\' }), 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
  });

  it('answers 413 to a body past the limit, declared or chunked, without reading it into memory', async () => {
    const declared = await put(home, 'x'.repeat(DRAFT_MAX_BYTES + 1));
    expect(declared.status).toBe(413);
    expect((await refusal(declared))?.code).toBe('REQUEST_BODY_TOO_LARGE');
    // 40 MB in chunks, all sent before the answer is read: 413, not a reset.
    const before = process.memoryUsage().rss;
    const chunked = await sendAllThenRead(
      cms.origin,
      `/drafts/pages/${encodeURIComponent(home.id)}`,
      { authorization: bearer.authorization, 'content-type': 'application/json' },
      40 * 1024 * 1024,
    );
    expect(chunked).not.toBe('reset');
    if (chunked !== 'reset') {
      expect(chunked.status).toBe(413);
      expect(chunked.text).toContain('REQUEST_BODY_TOO_LARGE');
    }
    // The body was dropped as it came, not kept (the test and the CMS share this process).
    expect(process.memoryUsage().rss - before).toBeLessThan(30 * 1024 * 1024);
  });

  it('an authenticated sync after every hostile draft above succeeds and holds none of the planted text', async () => {
    // One more try, through the editor's module call: a module path that is not one.
    const modules = await fetch(`${cms.origin}/drafts/pages/${encodeURIComponent(home.id)}/modules`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ action: 'delete', path: '__proto__.0' }),
    });
    expect(modules.status).toBe(400);
    const snapshots = join(work, 'snapshots');
    const result = await sync({
      snapshotsDir: snapshots,
      cmsUrl: cms.url,
      regionsUrl: cms.origin,
      reporter: silentReporter,
      headers: cmsAuthHeaders(TOKEN),
    });
    expect(result.pages).toBeGreaterThan(5);
    const files = await readdir(snapshots, { recursive: true, withFileTypes: true });
    const texts = await Promise.all(
      files
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')),
    );
    expect(texts.join('\n')).not.toContain(PLANTED);
    expect(texts.join('\n')).not.toContain('NoSuchTemplate');
  });
});
