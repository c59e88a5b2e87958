// UNISITE_SEARCH_SEGMENT_PAGES (docs/search.md "Segments"): how many pages a segment of a
// language's search index holds, checked when read; and how pages are split by it.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../pipeline/config.ts';
import { configErrorMessage } from '../../helpers/config-error.ts';
import { segmentCount, segmentOf } from '../../../pipeline/search/parts.ts';

describe('UNISITE_SEARCH_SEGMENT_PAGES', () => {
  it('is optional, and a whole number of pages when set', () => {
    expect(readConfig({}).searchSegmentPages).toBeUndefined();
    expect(readConfig({ UNISITE_SEARCH_SEGMENT_PAGES: '500' }).searchSegmentPages).toBe(500);
  });

  it.each(['0', '-3', '12.5', 'many'])('refuses %j as a user error naming the variable', (value) => {
    expect(configErrorMessage({ UNISITE_SEARCH_SEGMENT_PAGES: value })).toContain('UNISITE_SEARCH_SEGMENT_PAGES');
  });
});

describe('search index segments', () => {
  it('are the fewest power of two that keeps a segment at the size or under, on average', () => {
    expect([0, 1, 2000, 2001, 4000, 4001, 10_000, 20_000].map((pages) => segmentCount(pages, 2000))).toEqual([1, 1, 1, 2, 2, 4, 8, 16]);
  });

  it('spread the pages evenly, and a language of one segment has them all in the first', () => {
    const pages = Array.from({ length: 8000 }, (_, at) => `news/item-${at}/index.html`);
    const sizes = new Array<number>(8).fill(0);
    for (const page of pages) sizes[segmentOf(page, 8)] = (sizes[segmentOf(page, 8)] ?? 0) + 1;
    expect(Math.min(...sizes)).toBeGreaterThan(900);
    expect(Math.max(...sizes)).toBeLessThan(1100);
    expect(segmentOf('news/item-1/index.html', 1)).toBe(0);
  });
});
