// How a language's pages are spread over search segments (pipeline/search/parts.ts): the fewest
// segments, a power of two, that keep each at the configured size on average, so a growing site
// seldom changes the count, and when it doubles, each segment's pages split between two.
import { describe, expect, it } from 'vitest';
import { segmentCount, segmentOf } from '../../../../pipeline/search/parts.ts';

describe('search segments', () => {
  it('are the fewest powers of two that keep a segment at its size on average', () => {
    expect(segmentCount(0, 20)).toBe(1);
    expect(segmentCount(20, 20)).toBe(1);
    expect(segmentCount(21, 20)).toBe(2);
    expect(segmentCount(41, 20)).toBe(4);
    expect(segmentCount(60, 20)).toBe(4);
    expect(segmentCount(81, 20)).toBe(8);
    expect(segmentCount(10_000, 4_000)).toBe(4);
    for (let pages = 1; pages <= 1_000; pages += 7) {
      const count = segmentCount(pages, 20);
      expect(Number.isInteger(Math.log2(count)), `${pages} pages`).toBe(true);
      expect(pages / count).toBeLessThanOrEqual(20);
      if (count > 1) expect(pages / (count / 2)).toBeGreaterThan(20);
    }
  });

  it('keep a page in its segment, or in one of its two halves when the count doubles', () => {
    const files = Array.from({ length: 500 }, (_, index) => `news/item-${index}/index.html`);
    for (const count of [1, 2, 4, 8]) {
      const sizes = new Array<number>(count * 2).fill(0);
      for (const file of files) {
        const segment = segmentOf(file, count);
        expect(segment).toBeGreaterThanOrEqual(0);
        expect(segment).toBeLessThan(count);
        expect(segmentOf(file, count)).toBe(segment);
        const split = segmentOf(file, count * 2);
        expect(split % count).toBe(segment);
        sizes[split]! += 1;
      }
      // Every half gets pages: the hash spreads similar paths.
      for (const size of sizes) expect(size).toBeGreaterThan(500 / (count * 2) / 3);
    }
  });
});
