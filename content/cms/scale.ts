// Synthetic content at scale, for benchmarks: N pages per language with the shapes of the demo
// site (landing pages with distributors, news lists, the human sitemap, news details with rich
// text, the latest news and three hand-picked ones), generated deterministically from a seed so
// two runs measure the same work.
import { loadDocuments, derivePages, type CmsContent, type CmsPageRecord } from './documents.ts';
import { DEFAULT_DOCUMENTS_DIR } from './server.ts';
import { assert } from '../../pipeline/errors/index.ts';
import { brands } from '../../site/lib/brands.ts';

/** The fewest pages per language a synthetic site has: the demo's kept pages and a list to fill. */
export const MIN_SCALE_PAGES = 5;

/** A small, fast, seedable PRNG (mulberry32): same seed, same site. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = {
  en: [
    'family',
    'business',
    'succession',
    'governance',
    'council',
    'protocol',
    'generation',
    'ownership',
    'wealth',
    'office',
    'founder',
    'board',
    'heirs',
    'strategy',
    'legacy',
    'values',
    'research',
    'survey',
    'firms',
    'continuity',
  ],
  es: [
    'familia',
    'empresa',
    'sucesión',
    'gobierno',
    'consejo',
    'protocolo',
    'generación',
    'propiedad',
    'patrimonio',
    'oficina',
    'fundador',
    'junta',
    'herederos',
    'estrategia',
    'legado',
    'valores',
    'investigación',
    'encuesta',
    'empresas',
    'continuidad',
  ],
} as const;

type ScaleLocale = keyof typeof WORDS;

function sentence(next: () => number, locale: ScaleLocale, words: number): string {
  const list = WORDS[locale];
  const picked = Array.from({ length: words }, () => list[Math.floor(next() * list.length)] as string);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraphHtml(next: () => number, locale: ScaleLocale, count: number): string {
  return Array.from({ length: count }, () => `<p>${Array.from({ length: 4 }, () => sentence(next, locale, 12)).join(' ')}</p>`).join('');
}

export interface ScaleOptions {
  /** Pages per language (at least 5: home, news list, sitemap, not-found, one news item), in all sites together. */
  pagesPerLanguage: number;
  seed?: number;
  /**
   * Sites of the family sharing those pages (default 1): the root site and sub-sites under the
   * prefixes of the brand registry, each with its home, news list and not-found page, the news
   * dealt out among them in turn. The same pages as one site, so the two builds compare the cost
   * of the family itself.
   */
  sites?: number;
}

const PREFIX: Record<ScaleLocale, { root: string; news: string }> = {
  en: { root: '/', news: '/news/' },
  es: { root: '/es/', news: '/es/noticias/' },
};

export async function generateScaleContent(options: ScaleOptions): Promise<CmsContent> {
  // `unisite cms --scale` refuses other values (pipeline/cli/main.ts).
  assert(
    Number.isInteger(options.pagesPerLanguage) && options.pagesPerLanguage >= MIN_SCALE_PAGES,
    `scale: ${options.pagesPerLanguage} pages per language; at least ${MIN_SCALE_PAGES} are needed`,
  );
  const base = await loadDocuments(DEFAULT_DOCUMENTS_DIR);
  const next = random(options.seed ?? 1);
  const keep = (path: string) => base.pages.find((page) => page.path === path);
  const pages: CmsPageRecord[] = [];
  // Home, news list, sitemap and not-found pages keep the demo's shapes and texts.
  const kept = ['/', '/news/', '/sitemap/', '/page-not-found/', '/es/', '/es/noticias/', '/es/sitemap/', '/es/page-not-found/'];
  for (const path of kept) {
    const page = keep(path);
    if (page) pages.push(stripDerived(page));
  }
  const subSites = familyOf(base.site, (options.sites ?? 1) - 1);
  for (const sub of subSites) pages.push(...sub.pages);
  const newsPerLanguage = options.pagesPerLanguage - kept.length / 2 - subSites.reduce((sum, sub) => sum + sub.pages.length / 2, 0);
  assert(
    newsPerLanguage >= subSites.length + 1,
    `scale: ${options.pagesPerLanguage} pages per language are too few for ${subSites.length + 1} sites`,
  );
  const start = Date.UTC(2020, 0, 1);
  for (let index = 0; index < newsPerLanguage; index += 1) {
    const date = new Date(start + Math.floor(next() * 6 * 365) * 86_400_000).toISOString();
    // Three earlier items an editor picked, named by translation group as the CMS names them
    // (earlier ones only, so a larger site of the same seed holds the same items).
    const picked = [...new Set(Array.from({ length: 3 }, () => Math.floor(next() * index)))].map((item) => `scale-news-${item}`);
    // Dealt out in turn: item 0 to the root site, item 1 to the first sub-site …
    const owner = index % (subSites.length + 1) === 0 ? undefined : subSites[(index % (subSites.length + 1)) - 1];
    const news = (locale: ScaleLocale) => (owner ? owner.news[locale] : PREFIX[locale].news);
    const root = (locale: ScaleLocale) => (owner ? owner.root[locale] : PREFIX[locale].root);
    for (const locale of ['en', 'es'] as const) {
      const title = sentence(next, locale, 8).slice(0, -1);
      const summary = sentence(next, locale, 20);
      pages.push({
        id: `scale-news-${index}-${locale}`,
        translationGroup: `scale-news-${index}`,
        locale,
        path: `${news(locale)}item-${index}/`,
        templateType: 'NewsDetail',
        title,
        metaDescription: summary,
        published: date,
        modified: date,
        breadcrumb: [
          { label: locale === 'en' ? 'Home' : 'Inicio', url: root(locale) },
          { label: locale === 'en' ? 'News' : 'Noticias', url: news(locale) },
        ],
        template: {
          templateType: 'NewsDetail',
          title,
          date,
          summary,
          author: sentence(next, locale, 2).slice(0, -1),
          body: paragraphHtml(next, locale, 4),
          mainSection: [
            {
              component: 'NewsDistributor',
              title: locale === 'en' ? 'Latest news' : 'Últimas noticias',
              data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], order: 'recent', quantity: 3 },
            },
            {
              component: 'NewsDistributor',
              title: locale === 'en' ? 'Related news' : 'Noticias relacionadas',
              data: { mode: 'manual', fixed: picked, order: 'recent' },
            },
          ],
        },
      });
    }
  }
  if (subSites.length === 0) return { ...base, sites: [base.site], pages: derivePages(base.site, pages) };
  // Each site derives its own pages' languages and alternates, as the embedded CMS does.
  const sites = [base.site, ...subSites.map((sub) => sub.site)];
  const ownerOf = (path: string) => subSites.find((sub) => path.startsWith(`${sub.prefix}/`) || path.startsWith(`/es${sub.prefix}/`));
  const derived = sites.flatMap((site) => {
    const own = pages.filter((page) => (ownerOf(String(page.path))?.site ?? base.site) === site);
    return derivePages(site, own).map((page) => ({ ...page, siteId: site.id as number }));
  });
  return { ...base, sites, pages: derived };
}

interface ScaleSubSite {
  site: Record<string, unknown>;
  prefix: string;
  root: Record<ScaleLocale, string>;
  news: Record<ScaleLocale, string>;
  pages: CmsPageRecord[];
}

/**
 * `count` sub-sites under the brand registry's prefixes, each a copy of the root site's document
 * (menus and footer still lead to the root's pages) with its home, news list and not-found page.
 */
function familyOf(rootSite: Record<string, unknown>, count: number): ScaleSubSite[] {
  const prefixes = Object.values(brands).filter((brand) => brand.path !== '');
  assert(count <= prefixes.length, `scale: at most ${prefixes.length + 1} sites (one per brand of site/lib/brands.ts)`);
  return prefixes.slice(0, count).map((brand, index) => {
    const prefix = brand.path;
    const root = { en: `${prefix}/`, es: `/es${prefix}/` };
    const news = { en: `${prefix}/news/`, es: `/es${prefix}/noticias/` };
    const page = (id: string, locale: ScaleLocale, path: string, templateType: string, title: string, template: Record<string, unknown>) =>
      ({
        id: `${brand.id}-${id}-${locale}`,
        translationGroup: `${brand.id}-${id}`,
        locale,
        path,
        templateType,
        title,
        template: { templateType, ...template },
      }) as CmsPageRecord;
    const pages = (['en', 'es'] as const).flatMap((locale) => [
      page('home', locale, root[locale], 'Landing', brand.name, {
        mainSection: [
          {
            component: 'NewsDistributor',
            title: locale === 'en' ? 'Latest news' : 'Últimas noticias',
            data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], order: 'recent', quantity: 6 },
          },
        ],
      }),
      page('news', locale, news[locale], 'NewsList', locale === 'en' ? 'News' : 'Noticias', {}),
      page('not-found', locale, `${root[locale]}${locale === 'en' ? 'page-not-found' : 'pagina-no-encontrada'}/`, 'Error404', 'Not found', {
        title: locale === 'en' ? "We can't find that page" : 'No encontramos esa página',
        message: '—',
        link: { href: root[locale], text: locale === 'en' ? 'Home' : 'Inicio' },
      }),
    ]);
    const site = { ...rootSite, id: 1000 + index, key: brand.id, pathPrefix: prefix, name: brand.name };
    return { site, prefix, root, news, pages };
  });
}

/**
 * Drops what derivePages fills, so the generated site derives it afresh, and the modules whose
 * lists name other sites of the family: the generated site is the family's only one, where
 * they would name no site.
 */
function stripDerived(page: CmsPageRecord): CmsPageRecord {
  const { languageId: _languageId, pageLanguages: _pageLanguages, ...rest } = page;
  const template = rest.template as Record<string, unknown> | undefined;
  if (!template) return rest as CmsPageRecord;
  const ownLists = (module: unknown) => (module as { data?: { site?: unknown } } | null)?.data?.site === undefined;
  const sections = Object.entries(template).map(([key, value]) => [key, Array.isArray(value) ? value.filter(ownLists) : value]);
  return { ...rest, template: Object.fromEntries(sections) } as CmsPageRecord;
}
