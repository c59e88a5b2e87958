// SPEC §2 "Sub-site path prefixes": four prefixes are built from the institution's short name
// (the main institute, its foundation, its New York campus, its summer school). They are built
// here only, so the brand registry and the structured data cannot disagree about them.

/** The institution's short name, as the brands' wordmarks show it. */
export const INSTITUTION_SHORT_NAME = 'IBU';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `/ibu`, or `/ibu-<suffix>` for the foundation, the New York campus and the summer school. */
export function derivedPrefix(suffix?: 'foundation' | 'new-york' | 'summer-school'): string {
  return `/${slug(INSTITUTION_SHORT_NAME)}${suffix ? `-${suffix}` : ''}`;
}

/** A site of the family as far as paths are concerned: its id and the prefix it lives under. */
export interface PrefixedSite {
  id: number;
  pathPrefix: string;
}

/**
 * The path with its language segment (`/es`) removed, so `/es/business-school/` and
 * `/business-school/` belong to the same site. `locales`: the non-default languages.
 */
function withoutLanguage(path: string, locales: readonly string[]): string {
  for (const locale of locales) {
    if (path === `/${locale}` || path === `/${locale}/`) return '/';
    if (path.startsWith(`/${locale}/`)) return path.slice(locale.length + 1);
  }
  return path;
}

/**
 * The site a page belongs to (SPEC §1 "sub-sites under their prefixes"): the one whose
 * `pathPrefix` is the longest whole-segment match of the path after its language prefix, so
 * `/business-school-news/` does not fall under `/business-school`. The root site (prefix '')
 * takes everything no other site claims; null when no site does.
 */
export function siteOfPath<S extends PrefixedSite>(path: string, sites: readonly S[], locales: readonly string[]): S | null {
  const bare = withoutLanguage(path, locales);
  let best: S | null = null;
  for (const site of sites) {
    const prefix = site.pathPrefix.replace(/\/+$/, '');
    const matches = prefix === '' || bare === prefix || bare.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best.pathPrefix.replace(/\/+$/, '').length)) best = site;
  }
  return best;
}
