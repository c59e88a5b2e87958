import { describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../content/schema/problems.ts';
import { loadDocuments, DEFAULT_DOCUMENTS_DIR } from '../../helpers/documents.ts';

describe('validateContent', () => {
  it('accepts the demo content of the embedded CMS', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const result = validateContent(raw);
    expect(result.problems).toEqual([]);
    expect(result.content?.pages.length).toBeGreaterThanOrEqual(12);
  });

  it('reports every problem at once, naming the document and the field path', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const pages = raw.pages as Array<Record<string, any>>;
    const home = pages.find((page) => page.path === '/es/')!;
    home.template.mainSection[0].title = 42;
    const news = pages.find((page) => page.path === '/news/succession-barometer-2026/')!;
    delete news.template.summary;
    news.path = '/News/Bad Path/';
    const result = validateContent(raw);
    expect(result.content).toBeNull();
    const lines = formatProblems(result.problems);
    expect(lines).toContain('page /News/Bad Path/ → path:');
    // A module's own field leaves the module out (a warning), without failing the sync.
    expect(formatProblems(result.warnings)).toContain(
      'page /es/ → template.mainSection[0].title: Invalid input: expected string, received number',
    );
    // --strict fails on it too.
    expect(formatProblems(validateContent(raw, { strict: true }).problems)).toContain(
      'page /es/ → template.mainSection[0].title: Invalid input: expected string, received number',
    );
  });

  it('leaves out a page whose template the site does not have, says what to do, and drops alternates to it', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const pages = raw.pages as Array<Record<string, any>>;
    const news = pages.find((page) => page.path === '/news/succession-barometer-2026/')!;
    news.templateType = 'AlumniDirectory';
    news.template = { templateType: 'AlumniDirectory', title: 'A teacher' };
    const result = validateContent(raw);
    expect(result.problems).toEqual([]);
    expect(result.content?.pages.some((page) => page.path === news.path)).toBe(false);
    expect(result.content?.pages.length).toBe(pages.length - 1);
    expect(result.skipped).toEqual([
      expect.objectContaining({
        document: 'page /news/succession-barometer-2026/',
        path: 'templateType',
        message: expect.stringContaining('unisite new template AlumniDirectory'),
      }),
    ]);
    // Its Spanish alternate no longer points at a page that is not published.
    const spanish = result.content?.pages.find((page) => page.path === '/es/noticias/barometro-sucesion-2026/');
    expect(spanish?.pageLanguages.map((alternate) => alternate.path)).not.toContain(news.path);
    // --strict: the same content fails, naming the page.
    const strict = validateContent(raw, { strict: true });
    expect(strict.content).toBeNull();
    expect(formatProblems(strict.problems)).toContain(
      'page /news/succession-barometer-2026/ → templateType: Unknown template "AlumniDirectory"',
    );
  });

  it('warns about an unknown component and leaves it out instead of failing', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const home = (raw.pages as Array<Record<string, any>>).find((page) => page.path === '/')!;
    const before: number = home.template.mainSection.length;
    home.template.mainSection.push({ component: 'NoSuchModule', title: 'x' });
    const result = validateContent(raw);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([
      {
        document: 'page /',
        path: `template.mainSection[${before}].component`,
        message: expect.stringContaining('Unknown module "NoSuchModule": the page is published without it'),
        code: 'MODULE_UNKNOWN',
      },
    ]);
    const validHome = result.content!.pages.find((page) => page.path === '/')!;
    expect((validHome.template as unknown as { mainSection: unknown[] }).mainSection).toHaveLength(before);
  });

  it('rejects links with unsafe schemes and sanitises rich text', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const home = (raw.pages as Array<Record<string, any>>).find((page) => page.path === '/')!;
    home.template.heroSection[0].link.href = 'javascript:alert(1)';
    home.template.mainSection[0].html = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    const result = validateContent(raw);
    // The hero is left out of the published page, its field named.
    expect(formatProblems(result.warnings)).toContain(
      'page / → template.heroSection[0].link.href: Must be an http(s), mailto or tel address',
    );
    const published = result.content!.pages.find((page) => page.path === '/')!;
    expect(published.leftOutModules?.map((module) => module.path)).toEqual(['template.heroSection[0]']);
    expect(JSON.stringify(published.template)).not.toContain('javascript:');
    home.template.heroSection[0].link.href = '/news/';
    const fixed = validateContent(raw);
    const html = (fixed.content!.pages.find((page) => page.path === '/')!.template as any).mainSection[0].html;
    expect(html).toBe('<p>Hi</p>');
  });

  it('rejects two pages on one path and alternates that do not exist', async () => {
    const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
    const pages = raw.pages as Array<Record<string, any>>;
    pages.push({ ...pages.find((page) => page.path === '/news/')!, id: 'dup' });
    const result = validateContent(raw);
    expect(formatProblems(result.problems)).toContain('page /news/ → path: Used by two pages');
  });
});
