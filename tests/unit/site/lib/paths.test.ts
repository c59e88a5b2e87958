import { describe, expect, it } from 'vitest';
import { normalizeHref, normalizePath, pageDataUrl, stripDomain } from '../../../../site/lib/paths.ts';

describe('paths (SPEC §2 "Routing rules")', () => {
  it('adds or removes the trailing slash per the site setting', () => {
    expect(normalizePath('/news', true)).toBe('/news/');
    expect(normalizePath('/news/', true)).toBe('/news/');
    expect(normalizePath('/news/', false)).toBe('/news');
    expect(normalizePath('/news//', false)).toBe('/news');
  });

  it('leaves the root and file paths untouched; /index.html is the root', () => {
    for (const trailing of [true, false]) {
      expect(normalizePath('/', trailing)).toBe('/');
      expect(normalizePath('/index.html', trailing)).toBe('/');
      for (const file of ['/a.html', '/page-data/x.json', '/app.js', '/app.js.map', '/robots.txt', '/sitemap.xml', '/report.pdf']) {
        expect(normalizePath(file, trailing)).toBe(file);
      }
    }
  });

  it('keeps query and hash of an href and leaves other addresses alone', () => {
    expect(normalizeHref('/news?page=2#top', true)).toBe('/news/?page=2#top');
    expect(normalizeHref('https://example.org/a', true)).toBe('https://example.org/a');
  });

  it('page-data of the root is index', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/es/noticias/')).toBe('/page-data/es/noticias/page-data.json');
  });

  it("strips the site's own domain, and only that", () => {
    expect(stripDomain('https://www.ibera.edu/news/', 'https://www.ibera.edu')).toBe('/news/');
    expect(stripDomain('https://www.ibera.edu', 'https://www.ibera.edu/')).toBe('/');
    expect(stripDomain('https://www.ibera.education/x', 'https://www.ibera.edu')).toBe('https://www.ibera.education/x');
  });
});
