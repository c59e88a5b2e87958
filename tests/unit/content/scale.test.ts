import { describe, expect, it } from 'vitest';
import { generateScaleContent } from '../../../content/cms/scale.ts';
import { validateContent } from '../../../pipeline/sync/validate.ts';

describe('synthetic scale content', () => {
  it('gives N valid pages per language, the same for the same seed', async () => {
    const a = await generateScaleContent({ pagesPerLanguage: 40, seed: 7 });
    const b = await generateScaleContent({ pagesPerLanguage: 40, seed: 7 });
    expect(a.pages).toHaveLength(80);
    expect(JSON.stringify(a.pages)).toBe(JSON.stringify(b.pages));
    const result = validateContent({ site: a.site, pages: a.pages, regions: { countries: a.countries, provinces: a.provinces } });
    expect(result.problems).toEqual([]);
    const es = a.pages.find((page) => page.path === '/es/noticias/item-3/');
    expect(es?.pageLanguages).toContainEqual(expect.objectContaining({ locale: 'en', path: '/news/item-3/' }));
    // The human sitemap of each language, and on each item the latest news and hand-picked earlier ones.
    expect(a.pages.filter((page) => page.templateType === 'SitemapTemplate').map((page) => page.path)).toEqual([
      '/sitemap/',
      '/es/sitemap/',
    ]);
    const picked = (es?.template as { mainSection: Array<{ data: { mode: string; fixed?: string[] } }> }).mainSection.map(
      (module) => module.data,
    );
    expect(picked.map((data) => data.mode)).toEqual(['auto', 'manual']);
    expect(picked[1]?.fixed?.every((group) => Number(group.replace('scale-news-', '')) < 3)).toBe(true);
    // A larger site of the same seed holds the same items.
    const larger = await generateScaleContent({ pagesPerLanguage: 44, seed: 7 });
    expect(JSON.stringify(larger.pages.find((page) => page.path === '/es/noticias/item-3/'))).toBe(JSON.stringify(es));
  });

  it('changes with the seed and refuses a size too small for its shapes', async () => {
    const a = await generateScaleContent({ pagesPerLanguage: 10, seed: 1 });
    const b = await generateScaleContent({ pagesPerLanguage: 10, seed: 2 });
    expect(JSON.stringify(a.pages)).not.toBe(JSON.stringify(b.pages));
    await expect(generateScaleContent({ pagesPerLanguage: 2 })).rejects.toThrow(/at least 5/);
  });
});
