// sitemap.xml (sitemaps.org 0.9) with hreflang alternates (xhtml:link) and lastmod, listing only
// indexable pages: the entries of site/lib/sitemap-entries.ts, which the human /sitemap/ page
// shows too. A large site gets a sitemap index with one sitemap per language.
import type { Locale } from '../../content/schema/index.ts';
import { assetUrl, type UrlSite } from '../../site/lib/alternates.ts';
import { sitemapEntries, type SitemapEntry } from '../../site/lib/sitemap-entries.ts';
import { urlSite } from '../resolve/index.ts';
import type { Artefact } from './context.ts';
import { escapeXml } from '../../site/lib/escape-xml.ts';

export interface SitemapOptions {
  /** Above this many URLs, sitemap.xml becomes an index of per-language sitemaps. */
  splitAbove: number;
  /** The protocol's limit per sitemap file. */
  maxUrlsPerFile: number;
}

/** Small sites stay one file; the protocol allows 50,000 URLs per file. */
export const SITEMAP_OPTIONS: SitemapOptions = { splitAbove: 10_000, maxUrlsPerFile: 50_000 };

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`  <url>`, `    <loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
    for (const link of entry.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`);
    }
    lines.push('  </url>');
    return lines.join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: ReadonlyArray<{ url: string; lastmod?: string | undefined }>): string {
  const items = sitemaps.map((sitemap) =>
    [
      `  <sitemap>`,
      `    <loc>${escapeXml(sitemap.url)}</loc>`,
      ...(sitemap.lastmod ? [`    <lastmod>${sitemap.lastmod}</lastmod>`] : []),
      '  </sitemap>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The files to write: sitemap.xml alone, or sitemap.xml as an index of sitemap-<locale>[-n].xml. */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  site: Pick<UrlSite, 'domain' | 'trailingSlash'>,
  options: SitemapOptions = SITEMAP_OPTIONS,
): Array<{ file: string; xml: string }> {
  if (entries.length <= options.splitAbove) return [{ file: 'sitemap.xml', xml: urlset(entries) }];
  const byLocale = new Map<Locale, SitemapEntry[]>();
  for (const entry of entries) {
    const list = byLocale.get(entry.locale);
    if (list) list.push(entry);
    else byLocale.set(entry.locale, [entry]);
  }
  const files: Array<{ file: string; xml: string; lastmod?: string | undefined }> = [];
  for (const [locale, list] of [...byLocale].sort(([a], [b]) => a.localeCompare(b))) {
    const parts = Math.ceil(list.length / options.maxUrlsPerFile);
    for (let part = 0; part < parts; part += 1) {
      const chunk = list.slice(part * options.maxUrlsPerFile, (part + 1) * options.maxUrlsPerFile);
      const lastmod = chunk.reduce<string | undefined>(
        (latest, entry) => (entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest),
        undefined,
      );
      files.push({ file: parts === 1 ? `sitemap-${locale}.xml` : `sitemap-${locale}-${part + 1}.xml`, xml: urlset(chunk), lastmod });
    }
  }
  const index = sitemapIndex(files.map((file) => ({ url: assetUrl(site, `/${file.file}`), lastmod: file.lastmod })));
  return [{ file: 'sitemap.xml', xml: index }, ...files.map(({ file, xml }) => ({ file, xml }))];
}

/** The files `sitemapFiles` names: sitemap.xml, and sitemap-<locale>[-n].xml beside it. */
const SITEMAP_FILE = /^sitemap(?:-[a-z]{2,3}(?:-[A-Za-z0-9]+)*(?:-\d+)?)?\.xml$/;

export const sitemap: Artefact = {
  name: 'sitemap.xml',
  // Every page of the content, not only this shard's: each shard writes the same sitemap.
  write: async ({ write, keepLive, content }) => {
    // Known to be the live version's: its files are kept rather than made again (every entry
    // and its XML, made on a one-document rebuild's thread while the search waits on it).
    if (content.sitemapUnchanged && keepLive(SITEMAP_FILE).includes('sitemap.xml')) return;
    const site = urlSite(content.site);
    // Pages of languages without texts are not indexable (site/lib/alternates.ts isIndexable).
    const entries = content.sitemap ?? sitemapEntries(content.pages, site);
    for (const { file, xml } of sitemapFiles(entries, site)) await write(file, xml);
  },
};
