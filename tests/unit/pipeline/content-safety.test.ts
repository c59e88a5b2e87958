// Content that would harm the site rather than just look wrong is refused at sync, naming the
// document and field: ids that shadow the runtime's, colliding or reserved paths, unsafe
// addresses in canonical, links and structured data, and prototype keys.
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/sync/validate.ts';
import { formatProblems } from '../../../content/schema/problems.ts';
import { RESERVED_ELEMENT_IDS } from '../../../content/schema/element-id.ts';
import { INITIAL_DATA_ID, ROOT_ID } from '../../../site/lib/page-view.ts';
import { MOBILE_MENU_ID } from '../../../site/components/Header/MobileMenu.tsx';
import { DEFAULT_DOCUMENTS_DIR, loadDocuments } from '../../helpers/documents.ts';

type Doc = Record<string, any>;

async function problemsAfter(change: (site: Doc, pages: Doc[]) => void): Promise<string> {
  const raw = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
  change(raw.site as Doc, raw.pages as Doc[]);
  const result = validateContent(raw);
  expect(result.content).toBeNull();
  return formatProblems(result.problems);
}

const page = (pages: Doc[], path: string) => pages.find((candidate) => candidate.path === path) as Doc;

describe('content that could harm the site', () => {
  it('keeps the runtime ids reserved', () => {
    for (const id of [ROOT_ID, INITIAL_DATA_ID, MOBILE_MENU_ID, 'unisite-announcer']) expect(RESERVED_ELEMENT_IDS.has(id), id).toBe(true);
  });

  it('refuses editor ids that would shadow the page data or the runtime', async () => {
    const text = await problemsAfter((site, pages) => {
      site.headers[1].options.anchorID = INITIAL_DATA_ID;
      page(pages, '/').template.mainSection[0].id = INITIAL_DATA_ID;
      page(pages, '/es/').template.mainSection[0].id = 'mobile-menu';
    });
    expect(text).toMatch(/site → headers\[1\]\.options\.anchorID: Must be lowercase words/);
    expect(text).toMatch(/page \/ → template\.mainSection\[0\]\.id: Must be lowercase words/);
    expect(text).toContain('page /es/ → template.mainSection[0].id: "mobile-menu" is used by the site itself');
  });

  it('refuses pages whose paths collide, naming both documents, and pages in the build folders', async () => {
    const text = await problemsAfter((_site, pages) => {
      const home = page(pages, '/');
      pages.push({ ...structuredClone(home), id: 'other-home', path: '/index/', pageLanguages: [] });
      pages.push({ ...structuredClone(home), id: 'press-kit', path: '/assets/press-kit/', isHome: false, pageLanguages: [] });
      pages.push({ ...structuredClone(home), id: 'no-slash', path: '/news', isHome: false, pageLanguages: [] });
    });
    expect(text).toMatch(/page \/index\/ → path: Same route as page \/ \("[^"]+"\): "other-home" and/);
    expect(text).toMatch(/page \/news → path: Same route as page \/news\/ /);
    expect(text).toContain('page /assets/press-kit/ → path: "/assets/" is a folder of the built site');
  });

  it('applies the scheme allow-list to canonical, links and structured data', async () => {
    const text = await problemsAfter((site, pages) => {
      page(pages, '/').canonical = 'javascript:alert(1)';
      page(pages, '/es/').canonical = 'data:text/html,<script>alert(1)</script>';
      page(pages, '/news/').structuredData = { '@type': 'Thing', url: 'javascript:alert(1)' };
      site.headers[0].options.botUrl = '/\\evil.example/';
      site.socials[0].url = '//evil.example/';
    });
    expect(text).toContain('page / → canonical: Must be an http(s) address or a site path');
    expect(text).toContain('page /es/ → canonical: Must be an http(s) address or a site path');
    expect(text).toContain('page /news/ → structuredData.url: An address in structured data may only use');
    expect(text).toMatch(/site → headers\[0\]\.options\.botUrl: Must be an http\(s\), mailto or tel address.*backslash/);
    expect(text).toMatch(/site → socials\[0\]\.url: .*must not start with '\/\/'/);
  });

  it('refuses prototype keys', async () => {
    const text = await problemsAfter((_site, pages) => {
      page(pages, '/').template.mainSection[0].extra = JSON.parse('{"__proto__": {"polluted": true}}');
    });
    expect(text).toContain('page / → template.mainSection[0].extra.__proto__: "__proto__" is not allowed as a field name');
    expect(({} as Doc).polluted).toBeUndefined();
  });
});
