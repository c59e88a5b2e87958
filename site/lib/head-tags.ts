// The tags of a page's <head> from its metadata (SPEC §2 "Page metadata"), as plain data: the
// site-wide defaults, in this one place. Pure, so the server and every client navigation get
// the same list; site/app/Head.tsx renders it through react-helmet-async, with the tags a
// template declares merged in by mergeHeadTags().
import type { Locale } from '../../content/schema/index.ts';
import type { InitialData, PageData, PageView, SiteView } from './page-view.ts';
import { canonicalUrl, hreflangLinks, isoDate } from './alternates.ts';
import { socialImage } from './social-image.ts';
import { structuredData } from './structured-data/index.ts';
import { templateFacts } from '../../generated/template-facts.ts';

/** Every element headTags() may produce, and nothing else the document shell puts in <head>. A template's tags stay within it too. */
export const HEAD_TAG_SELECTOR = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'script[type="application/ld+json"]',
].join(',');

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attributes: { name: string; content: string } | { property: string; content: string } }
  | { tag: 'link'; attributes: { rel: string; href: string; hreflang?: string } }
  | { tag: 'script'; attributes: { type: 'application/ld+json' }; json: unknown };

/** Open Graph locales (language_TERRITORY) of the site family's languages. */
const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', es: 'es_ES', de: 'de_DE' };

/** A page's og:type, as its template's definition says (`openGraph`, in generated/template-facts.ts). */
const openGraphType = (templateType: string): string => templateFacts[templateType]?.openGraph ?? 'website';

function fieldText(template: unknown, key: string): string | undefined {
  const value = typeof template === 'object' && template !== null ? (template as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * "News · Centre for Business Families": a bare page title says nothing in a tab, a bookmark or a
 * search result. The site's own name (a home page titled after the site) is not repeated.
 */
export function pageTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} · ${siteName}`;
}

/** A tag a template may declare; its JSON-LD comes from its definition's `structuredData` instead. */
export type TemplateHeadTag = Exclude<HeadTag, { tag: 'script' }>;

/**
 * Head tags a template adds to its pages, or puts in place of a default with the same identity
 * (see headTagKey): a `head` function on the template's component (docs/content-types.md "Head tags").
 */
export type TemplateHead<T> = (input: { template: T; page: PageData; site: SiteView }) => TemplateHeadTag[];

/** What makes two tags the same tag: a later one replaces an earlier one with the same key. */
export function headTagKey(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return 'title';
    case 'script':
      return `script ${tag.attributes.type}`;
    case 'meta':
      // og:locale:alternate is the one repeated property, one per other language.
      if ('property' in tag.attributes)
        return tag.attributes.property === 'og:locale:alternate' ? `meta ${tag.attributes.content}` : `property ${tag.attributes.property}`;
      return `name ${tag.attributes.name}`;
    case 'link':
      return `link ${tag.attributes.rel} ${tag.attributes.hreflang ?? ''}`;
  }
}

/** The defaults with a template's tags: a tag with a default's key takes its place, the others are added. */
export function mergeHeadTags(defaults: readonly HeadTag[], extra: readonly HeadTag[]): HeadTag[] {
  const byKey = new Map(extra.map((tag) => [headTagKey(tag), tag]));
  const merged = defaults.map((tag) => {
    const replacement = byKey.get(headTagKey(tag));
    byKey.delete(headTagKey(tag));
    return replacement ?? tag;
  });
  return [...merged, ...byKey.values()];
}

export function headTags({ pageData, site }: InitialData): HeadTag[] {
  return pageHeadTags(pageData.result.pageContext, site);
}

/** The site-wide head of a page, before its template's own tags. */
export function pageHeadTags(view: PageView, site: SiteView): HeadTag[] {
  const { page, images } = view;
  const tags: HeadTag[] = [];
  const meta = (name: string, content: string | undefined) => {
    if (content) tags.push({ tag: 'meta', attributes: { name, content } });
  };
  const property = (name: string, content: string | undefined) => {
    if (content) tags.push({ tag: 'meta', attributes: { property: name, content } });
  };

  const title = page.metaTitle ?? pageTitle(page.title, site.name);
  const description = page.metaDescription ?? fieldText(page.template, 'summary');
  const canonical = canonicalUrl(site, page);
  tags.push({ tag: 'title', text: title });
  meta('description', description);
  meta('keywords', page.keywords?.length ? page.keywords.join(', ') : undefined);
  // SPEC §2 follow and indexed flags.
  meta('robots', `${page.indexed ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}`);
  tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
  const alternates = hreflangLinks(site, page.pageLanguages);
  for (const link of alternates) tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href } });

  // Link previews: Open Graph, then the Twitter card, with the 1200-wide variant the build made
  // of the preview image (site/lib/social-image.ts).
  const image = socialImage(site, page, images);
  const socialTitle = page.socialTitle ?? title;
  const socialDescription = page.socialDescription ?? description;
  const published = isoDate(page.published);
  const modified = isoDate(page.modified);
  property('og:type', openGraphType(page.templateType));
  property('og:site_name', site.name);
  property('og:locale', OG_LOCALES[page.locale]);
  for (const link of alternates) {
    if (link.hreflang !== page.locale && link.hreflang !== 'x-default')
      property('og:locale:alternate', OG_LOCALES[link.hreflang as Locale]);
  }
  property('og:url', canonical);
  property('og:title', socialTitle);
  property('og:description', socialDescription);
  if (image) {
    property('og:image', image.url);
    property('og:image:width', image.width?.toString());
    property('og:image:height', image.height?.toString());
    property('og:image:alt', image.alt);
  }
  property('article:published_time', published);
  property('article:modified_time', modified);
  // X reads the title, description and image from Open Graph when its own tags are absent, so
  // only the card type and the image's alternative text (which it takes from its own tag) are
  // written: repeating the rest cost every page half a kilobyte.
  meta('twitter:card', image ? 'summary_large_image' : 'summary');
  if (image) meta('twitter:image:alt', image.alt);

  // SPEC §9 structured data, as one JSON-LD graph.
  const graph = structuredData(page, site, view.structuredData);
  if (graph) tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, json: graph });
  return tags;
}
