// The work folder's cache of each page's indexable HTML (pipeline/search/cache.ts): what an
// incremental build's search reads instead of the pages it did not write. It may only ever save
// work: a page that changed, a cache that is damaged or half-written gives the page's own HTML.
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IndexableCache, RenderedPages } from '../../../pipeline/search/cache.ts';
import { indexableHtml } from '../../../pipeline/search/indexable.ts';

const page = (title: string, text: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><header><nav>Menu</nav></header><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main><footer>Footer</footer></body></html>`;

let work: string;
let pages: string[];

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'unisite-search-cache-'));
  pages = [];
  for (const [at, text] of ['Año nuevo, café y más', 'Second page', 'Third page'].entries()) {
    const file = join(work, `page-${at}.html`);
    await writeFile(file, page(`Page ${at}`, text));
    pages.push(file);
  }
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const cacheDir = () => join(work, 'cache');

/** One build's pass over the pages: their indexable HTML, and how many came from the cache. */
async function pass(save = true) {
  const cache = await IndexableCache.open(cacheDir(), 'site');
  try {
    const htmls = await Promise.all(pages.map((file) => cache.indexable(file)));
    const again = await Promise.all(pages.map((file) => cache.again(file)));
    if (save) await cache.save();
    return { htmls, again, hits: cache.hits, misses: cache.misses };
  } finally {
    await cache.close();
  }
}

const expected = async () => Promise.all(pages.map(async (file) => indexableHtml(await readFile(file, 'utf8'))));

describe('the search cache of indexable HTML', () => {
  it('gives every unchanged page from the cache on the next build, exactly as reduced (non-ASCII text included)', async () => {
    const first = await pass();
    expect(first).toMatchObject({ hits: 0, misses: 3 });
    expect(first.htmls).toEqual(await expected());
    expect(first.again).toEqual(first.htmls);

    const second = await pass();
    expect(second).toMatchObject({ hits: 3, misses: 0 });
    expect(second.htmls).toEqual(await expected());
    expect(second.again).toEqual(second.htmls);
    // Only the cache is left in the work folder: this build's file of pages read anew is gone.
    expect(await readdir(cacheDir())).toEqual(['indexable-site.cache']);
  });

  it('reads a page written anew, not its cached HTML', async () => {
    await pass();
    await writeFile(pages[1] as string, page('Page 1', 'Edited text'));
    const next = await pass();
    expect(next).toMatchObject({ hits: 2, misses: 1 });
    expect(next.htmls).toEqual(await expected());
    expect(next.htmls[1]).toContain('Edited text');
    expect(next.again[1]).toContain('Edited text');
  });

  it('ignores a damaged cache and removes what a killed build left half-written', async () => {
    await pass();
    const file = join(cacheDir(), 'indexable-site.cache');
    await truncate(file, 40);
    await writeFile(`${file}.tmp-1-killed`, 'half a cache');
    const next = await pass(false);
    expect(next).toMatchObject({ hits: 0, misses: 3 });
    expect(next.htmls).toEqual(await expected());
    expect(await readdir(cacheDir())).toEqual(['indexable-site.cache']);
  });

  it('ignores a cache whose index names places beyond its pages (rebuilt, not a failed build)', async () => {
    await pass();
    const file = join(cacheDir(), 'indexable-site.cache');
    const bytes = await readFile(file);
    const indexLength = Number(bytes.readBigUInt64LE(bytes.length - 8));
    const pagesEnd = bytes.length - 8 - indexLength;
    const index = JSON.parse(bytes.subarray(pagesEnd, bytes.length - 8).toString('utf8')) as { entries: Array<[string, number, number]> };
    // Valid JSON of this version, but each entry points past the pages' part of the file.
    for (const entry of index.entries) entry[1] += pagesEnd;
    const damagedIndex = Buffer.from(JSON.stringify(index));
    const trailer = Buffer.alloc(8);
    trailer.writeBigUInt64LE(BigInt(damagedIndex.length));
    await writeFile(file, Buffer.concat([bytes.subarray(0, pagesEnd), damagedIndex, trailer]));
    const next = await pass(false);
    expect(next).toMatchObject({ hits: 0, misses: 3 });
    expect(next.htmls).toEqual(await expected());
  });

  it('takes a page this build rendered as it was reduced then, not from the disk, and reads it once it is written again', async () => {
    const rendered = new RenderedPages(cacheDir());
    // What the render workers hand over: the written file's identity and its indexable HTML
    // (marked here, to tell it from a page read back).
    for (const file of pages) rendered.add(await stat(file, { bigint: true }), `rendered ${file}`);
    await writeFile(pages[2] as string, page('Page 2', 'Written again after the render'));
    const cache = await IndexableCache.open(cacheDir(), 'site', rendered);
    try {
      const htmls = await Promise.all(pages.map((file) => cache.indexable(file)));
      expect(htmls.slice(0, 2)).toEqual(pages.slice(0, 2).map((file) => `rendered ${file}`));
      expect(htmls[2]).toContain('Written again after the render');
      expect(await cache.again(pages[0] as string)).toBe(`rendered ${pages[0]}`);
      expect(cache).toMatchObject({ rendered: 2, misses: 1, hits: 0 });
      await cache.save();
    } finally {
      await cache.close();
    }
    await rendered.close();
    // The next build has them in its cache; the file of rendered pages is gone with the build.
    expect(await readdir(cacheDir())).toEqual(['indexable-site.cache']);
    const next = await IndexableCache.open(cacheDir(), 'site');
    try {
      expect(await next.indexable(pages[1] as string)).toBe(`rendered ${pages[1]}`);
      expect(next.hits).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('keeps nothing without a work folder, and still gives every page', async () => {
    const cache = await IndexableCache.open(undefined, 'site');
    const htmls = await Promise.all(pages.map((file) => cache.indexable(file)));
    expect(htmls).toEqual(await expected());
    expect(await cache.again(pages[0] as string)).toEqual(htmls[0]);
    await cache.save();
    await cache.close();
    expect(cache.misses).toBe(3);
  });
});
