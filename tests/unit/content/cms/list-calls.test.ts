// The embedded CMS's list calls (SPEC §7) on a family: a call answers for the site it names and
// validates only that site and the sites its data source names, once per version of the content;
// an edit (a draft stored, a document changed on disk) is seen by the next call.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from '../../../../content/cms/server.ts';
import { cmsTools } from '../../../../pipeline/cms.ts';
import type { CmsContent, CmsPageRecord } from '../../../../content/cms/documents.ts';
import { generateScaleContent } from '../../../../content/cms/scale.ts';
import { distributorBody, filtersPath, listPath } from '../../../../content/cms/list-api.ts';
import type { CmsTools } from '../../../../content/cms/tools.ts';
import { DataSourceSchema, type Card } from '../../../../content/schema/index.ts';

const news = DataSourceSchema.parse({ mode: 'auto', order: 'recent', quantity: 3, sources: [{ structuredData: 'NewsDetail' }] });

/** The pipeline's tools, with the key of every site validated written down. */
function countingTools(): { tools: CmsTools; validated: string[] } {
  const validated: string[] = [];
  const tools: CmsTools = {
    ...cmsTools,
    validate: (raw, options) => {
      validated.push(String((raw.site as { key?: unknown }).key));
      return cmsTools.validate(raw, options);
    },
  };
  return { tools, validated };
}

const siteOf = (content: CmsContent, index: number) => {
  const site = content.sites?.[index] as { id: number; key: string; pathPrefix: string };
  return { id: site.id, key: site.key, prefix: site.pathPrefix };
};

async function call(
  cms: RunningCms,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const answer = await fetch(cms.origin + path, {
    method,
    headers: { language: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, json: await answer.json() };
}

/** The four calls a preview page with a news list makes for one site. */
async function pageCalls(cms: RunningCms, site: number): Promise<number[]> {
  return Promise.all([
    call(cms, 'GET', `/site/${site}`),
    call(cms, 'POST', `/site/${site}/distributor`, distributorBody(news)),
    call(cms, 'GET', listPath(news.sources, { site, lang: 'en', page: 1, order: 'recent' })),
    call(cms, 'GET', filtersPath({ structuredData: ['NewsDetail'], site, lang: 'en', order: 'recent' })),
  ]).then((answers) => answers.map((answer) => answer.status));
}

const titles = (json: unknown) => (json as { items: Card[] }).items.map((card) => card.title);

describe('the list calls of a family with a broken site', () => {
  let content: CmsContent;
  let cms: RunningCms;
  let validated: string[];
  beforeAll(async () => {
    content = await generateScaleContent({ pagesPerLanguage: 16, seed: 4, sites: 3 });
    // The third site's home names another template than its own: sync would refuse that site.
    const broken = siteOf(content, 2);
    const home = content.pages.find((page) => page.siteId === broken.id && page.path === `${broken.prefix}/`) as CmsPageRecord;
    home.template = { templateType: 'NewsList' };
    const counting = countingTools();
    validated = counting.validated;
    cms = await startCms({ content, tools: counting.tools });
  });
  afterAll(() => cms.close());
  beforeEach(() => {
    validated.length = 0;
  });

  it("answers a valid site's calls, validating that site alone and only once", async () => {
    const root = siteOf(content, 0);
    expect(await pageCalls(cms, root.id)).toEqual([200, 200, 200, 200]);
    expect(await pageCalls(cms, root.id)).toEqual([200, 200, 200, 200]);
    expect(validated).toEqual([root.key]);
    // Its list holds its own news only.
    const list = await call(cms, 'POST', `/site/${root.id}/distributor`, distributorBody(news));
    for (const card of (list.json as { items: Card[] }).items) expect(card.url).not.toMatch(/^\/(es\/)?[a-z-]+\/news\//);
  });

  it('validates another site when a data source names it, and refuses a call that needs the broken one', async () => {
    const [root, second, broken] = [siteOf(content, 0), siteOf(content, 1), siteOf(content, 2)];
    const named = await call(cms, 'POST', `/site/${root.id}/distributor`, { ...distributorBody(news), site: second.key });
    expect(named.status).toBe(200);
    expect(titles(named.json).length).toBeGreaterThan(0);
    for (const card of (named.json as { items: Card[] }).items) expect(card.url.startsWith(`${second.prefix}/`)).toBe(true);
    expect(validated).toEqual([second.key]);
    validated.length = 0;
    expect((await call(cms, 'POST', `/site/${root.id}/distributor`, { ...distributorBody(news), site: broken.key })).status).toBe(409);
    expect((await call(cms, 'POST', `/site/${root.id}/distributor`, { ...distributorBody(news), site: 'all' })).status).toBe(409);
    expect(await pageCalls(cms, broken.id)).toEqual([409, 409, 409, 409]);
    // The broken site was validated once, however many calls needed it.
    expect(validated).toEqual([broken.key]);
  });

  it('says what is wrong with a refused call: its code from the catalogue, what happened and what to do', async () => {
    const broken = siteOf(content, 2);
    const refused = await call(cms, 'GET', listPath(news.sources, { site: broken.id, lang: 'en', page: 1, order: 'recent' }));
    expect(refused.json).toMatchObject({ errors: [{ code: 'CMS_CONTENT_HAS_PROBLEMS', fix: expect.stringContaining('unisite sync') }] });
    const root = siteOf(content, 0);
    const withoutOperator = listPath(news.sources, { site: root.id, lang: 'en', page: 1, order: 'recent' }).replace('/and/', '/');
    expect(await call(cms, 'GET', withoutOperator)).toEqual({
      status: 400,
      json: {
        errors: [
          {
            code: 'LIST_CALL_INVALID',
            message: `${withoutOperator}: a list path needs an operator (and, or).`,
            fix: expect.stringContaining('content/cms/list-api.ts'),
          },
        ],
      },
    });
    const badSource = await call(cms, 'POST', `/site/${root.id}/distributor`, { ...distributorBody(news), order: 'sideways' });
    expect(badSource).toMatchObject({
      status: 400,
      json: { errors: [{ code: 'LIST_CALL_INVALID', message: expect.stringMatching(/^\/site\/\d+\/distributor: order: /) }] },
    });
    expect(await call(cms, 'GET', '/lists/')).toMatchObject({
      status: 404,
      json: { errors: [{ code: 'CMS_ENDPOINT_UNKNOWN', message: 'No such CMS endpoint: GET /lists/.' }] },
    });
  });
});

describe('an edit, seen by the next list call', () => {
  let work: string;
  let cms: RunningCms;
  let validated: string[];
  let content: CmsContent;
  let item: CmsPageRecord;
  let file: string;
  beforeAll(async () => {
    content = await generateScaleContent({ pagesPerLanguage: 12, seed: 5, sites: 2 });
    // The family as document files, as `unisite preview` and `unisite dev` serve them.
    work = await mkdtemp(join(tmpdir(), 'unisite-cms-lists-'));
    await mkdir(join(work, 'sites'));
    await mkdir(join(work, 'pages'));
    await mkdir(join(work, 'regions'));
    for (const site of content.sites ?? []) await writeFile(join(work, 'sites', `${String(site.key)}.json`), JSON.stringify(site));
    for (const [index, page] of content.pages.entries()) {
      const { siteId: _siteId, languageId: _languageId, pageLanguages: _pageLanguages, ...document } = page;
      await writeFile(join(work, 'pages', `${index}.json`), JSON.stringify(document));
    }
    await writeFile(join(work, 'regions', 'countries.json'), JSON.stringify(content.countries));
    await writeFile(join(work, 'regions', 'provinces.json'), JSON.stringify(content.provinces));
    const root = siteOf(content, 0);
    item = content.pages.find(
      (page) => page.siteId === root.id && page.locale === 'en' && page.templateType === 'NewsDetail',
    ) as CmsPageRecord;
    file = join(work, 'pages', `${content.pages.indexOf(item)}.json`);
    const counting = countingTools();
    validated = counting.validated;
    cms = await startCms({ documentsDir: work, tools: counting.tools, previewOrigin: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await cms.close();
    await rm(work, { recursive: true, force: true });
  });

  const rootList = () =>
    call(cms, 'GET', listPath(news.sources, { site: siteOf(content, 0).id, lang: 'en', page: 1, order: 'recent' })).then((answer) =>
      titles(answer.json),
    );

  it('shows a stored draft at once, and the documents again when it is dropped', async () => {
    const before = await rootList();
    expect(before).toContain(item.title);
    expect(await rootList()).toEqual(before);
    expect(validated).toEqual([siteOf(content, 0).key]);

    const page = (await call(cms, 'GET', `/drafts/pages?path=${encodeURIComponent(item.path)}`)).json as CmsPageRecord;
    const template = { ...(page.template as Record<string, unknown>), title: 'Draft title' };
    const stored = await call(cms, 'PUT', `/drafts/pages/${encodeURIComponent(item.id)}`, { ...page, template });
    expect(stored.status).toBe(200);
    expect(await rootList()).toContain('Draft title');

    await fetch(`${cms.origin}/drafts`, { method: 'DELETE' });
    expect(await rootList()).toEqual(before);
  });

  it('shows a document changed on disk at the next call', async () => {
    const before = await rootList();
    const document = JSON.parse(await readFile(file, 'utf8')) as CmsPageRecord;
    const template = { ...(document.template as Record<string, unknown>), title: `${String(item.title)} (edited on disk)` };
    await writeFile(file, JSON.stringify({ ...document, template }));
    const after = await rootList();
    expect(after).toContain(`${String(item.title)} (edited on disk)`);
    expect(after).not.toEqual(before);
    validated.length = 0;
    expect(await rootList()).toEqual(after);
    expect(validated).toEqual([]);
  });
});
