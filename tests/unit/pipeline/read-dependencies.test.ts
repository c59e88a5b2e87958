// A page is kept without answering its reads when each read's dependencies are as the last build
// recorded them (pipeline/resolve/reads.ts ReadDependencies). A dependency missed would keep a
// page showing an old card; one too many only resolves a page again. These cases pin both.
import { describe, expect, it } from 'vitest';
import type { Card, DataSource, Locale } from '../../../content/schema/index.ts';
import { ReadDependencies, type DigestedEntry } from '../../../pipeline/resolve/reads.ts';
import type { SitemapPage } from '../../../site/lib/sitemap-entries.ts';

const entry = (locale: Locale, group: string, title: string): DigestedEntry => ({
  structuredData: 'NewsDetail',
  group,
  locale,
  path: `/${locale}/${group}/`,
  entity: false,
  card: { id: `${group}-${locale}`, title } as Card,
  cardDigest: `digest of ${title}`,
});

const page = (locale: Locale, path: string, title: string): SitemapPage => ({
  path,
  locale,
  title,
  canonical: null,
  indexed: true,
  pageLanguages: [],
  modified: null,
  published: null,
});

const list = (source: Partial<DataSource>, locale: Locale = 'en') =>
  `c\0${locale}\0${JSON.stringify({ mode: 'auto', sources: [{ structuredData: 'NewsDetail', filters: [] }], order: 'recent', quantity: 3, ...source })}`;

const manual = (fixed: string[]) => list({ mode: 'manual', fixed });

const base = () => [
  entry('en', 'a', 'A'),
  entry('es', 'a', 'A es'),
  entry('en', 'b', 'B'),
  entry('en', 'c', 'C'),
  entry('es', 'd', 'D es'),
];
const pages = () => [page('en', '/a/', 'A'), page('es', '/es/a/', 'A es')];

/** The dependency of `read` before and after `change` is made to the entries or pages. */
function compare(read: string, change: (entries: DigestedEntry[], pages: SitemapPage[]) => void): [string, string] {
  const before = new ReadDependencies(base(), pages(), '2026-01-01').of(read);
  const entries = base();
  const changed = pages();
  change(entries, changed);
  return [before, new ReadDependencies(entries, changed, '2026-01-01').of(read)];
}

describe('what a read depends on', () => {
  it('a manual list: the entries of its ids and groups, and nothing else', () => {
    const read = manual(['a', 'c-en']);
    const unchanged = compare(read, (entries) => ((entries[2] as DigestedEntry).cardDigest = 'B edited'));
    expect(unchanged[1]).toBe(unchanged[0]);
    const picked = compare(read, (entries) => ((entries[3] as DigestedEntry).cardDigest = 'C edited'));
    expect(picked[1]).not.toBe(picked[0]);
    // A translation of a picked group in another language may answer it (allLanguages, or its id).
    const translated = compare(read, (entries) => ((entries[1] as DigestedEntry).cardDigest = 'A es edited'));
    expect(translated[1]).not.toBe(translated[0]);
    // An entry of a picked id added before the one it named: the first one answers now.
    const added = compare(read, (entries) => entries.unshift({ ...entry('en', 'z', 'Z'), card: { id: 'c-en', title: 'Z' } as Card }));
    expect(added[1]).not.toBe(added[0]);
    const removed = compare(read, (entries) => entries.splice(3, 1));
    expect(removed[1]).not.toBe(removed[0]);
  });

  it('an automatic list: every entry of its language, or of every language when it lists them all', () => {
    const other = compare(list({}), (entries) => ((entries[4] as DigestedEntry).cardDigest = 'D es edited'));
    expect(other[1]).toBe(other[0]);
    const own = compare(list({}), (entries) => ((entries[2] as DigestedEntry).cardDigest = 'B edited'));
    expect(own[1]).not.toBe(own[0]);
    const moved = compare(list({}), (entries) => ((entries[2] as DigestedEntry).path = '/en/elsewhere/'));
    expect(moved[1]).not.toBe(moved[0]);
    const all = compare(list({ allLanguages: true }), (entries) => ((entries[4] as DigestedEntry).cardDigest = 'D es edited'));
    expect(all[1]).not.toBe(all[0]);
    const navigation = compare(list({ mode: 'navigation', referenceId: '/en/' }), (entries) => entries.push(entry('en', 'e', 'E')));
    expect(navigation[1]).not.toBe(navigation[0]);
  });

  it("the sitemap: its language's pages' sitemap fields; the sync's moment: its value", () => {
    const other = compare('s\0en', (_, changed) => ((changed[1] as SitemapPage).title = 'A es edited'));
    expect(other[1]).toBe(other[0]);
    const own = compare('s\0en', (_, changed) => ((changed[0] as SitemapPage).indexed = false));
    expect(own[1]).not.toBe(own[0]);
    expect(new ReadDependencies([], [], '2026-01-01').of('t')).not.toBe(new ReadDependencies([], [], '2026-01-02').of('t'));
  });
});
