// Turns validated content into what each page renders: distributors and lists resolved into
// the page's data (SPEC §3 "List data source"), site data per language, themes checked.
import { ALL_SITES, type Card, type DataSource, type ListedSites, type Locale } from '../../content/schema/index.ts';
import type { ValidContent, ValidPage } from '../../content/schema/problems.ts';
import type { PageData, PageView, SiteView } from '../../site/lib/page-view.ts';
import type { ResolveContext } from '../../site/lib/resolve-context.ts';
import type { ModuleDefinition, Strings, TemplateDefinition, TemplateTag } from '../../site/define/define.ts';
import { placeImages } from './place-images.ts';
import { selectCards, selectManual, type ListEntry } from './list-source.ts';
import { isModuleName, moduleDefinitions } from '../../generated/module-definitions.ts';
import { templateDefinitions, type TemplateName } from '../../generated/template-definitions.ts';
import { mapObjects, modulesIn, type JsonObject } from '../walk.ts';
import { stringsFor, TEXT_LOCALES } from '../../site/i18n/strings.ts';
import { DEFAULT_THEME, siteThemes } from '../../themes/site-themes.ts';
import type { UrlSite } from '../../site/lib/alternates.ts';
import { sitemapEntries, type SitemapEntry, type SitemapPage } from '../../site/lib/sitemap-entries.ts';
import { config } from '../config.ts';
import { assert, warning } from '../errors/index.ts';
import { remembered } from '../../site/lib/remembered.ts';

/** Locales with UI texts get pages; German has none yet (SPEC §1), so no German pages are built. */
export const BUILT_LOCALES: ReadonlySet<Locale> = new Set(TEXT_LOCALES);

/** The site as URL rules see it: only built languages get addresses, alternates and sitemap entries. */
export function urlSite(site: ValidContent['site']): UrlSite {
  return { ...site, languages: site.languages.filter((language) => BUILT_LOCALES.has(language.locale)) };
}

/** What the site's lists may show of a page: its card (if its template has one) and the entities it holds. */
export function listEntriesOf(page: ValidPage): ListEntry[] {
  const definition = templateDefinition(page.templateType);
  const entries: ListEntry[] = [];
  if (definition.card) {
    const card = definition.card(page, page.template);
    entries.push({
      structuredData: page.templateType,
      group: page.translationGroup,
      locale: page.locale,
      path: page.path,
      entity: false,
      card,
    });
  }
  for (const entity of definition.entities?.(page, page.template) ?? []) {
    entries.push({ ...entity, locale: page.locale, path: page.path, entity: true });
  }
  return entries;
}

const isPageList = (content: readonly ValidPage[] | object): content is readonly ValidPage[] => Array.isArray(content);

/**
 * The other sites of the family, for lists that name them (a data source's `site`,
 * docs/site-family.md "Lists across the family").
 */
export interface FamilyEntries {
  /** The key of the site whose pages are resolved (its own entries are the index's). */
  own: string;
  /** Every site's key, in the family's order (the root site first), the own one included. */
  keys: readonly string[];
  /** What lists may show of another site (empty for a key that is no site of the family). */
  entriesOf(key: string): readonly ListEntry[];
}

/** Index of the content that list sources query: every page's card and the entities pages hold. */
export class ContentIndex {
  readonly entries: ListEntry[];
  /** Many pages show the same list (a "latest news" on every news page): answer it once. */
  private readonly listCache = new Map<string, Card[]>();
  private sitemapCache: SitemapEntry[] | undefined;

  private readonly pages: readonly SitemapPage[];
  /** The entries of the sites a list names, by the names as written: made once per set of sites. */
  private readonly pools = new Map<string, readonly ListEntry[]>();

  /**
   * From every page document, or from every page's sitemap fields and list entries (in the
   * pages' order) when they are known without the documents (pipeline/snapshots/summaries.ts).
   */
  constructor(
    content: readonly ValidPage[] | { pages: readonly SitemapPage[]; entries: ListEntry[] },
    private readonly site: UrlSite,
    private readonly family?: FamilyEntries,
  ) {
    if (isPageList(content)) {
      this.pages = content;
      this.entries = content.flatMap(listEntriesOf);
    } else {
      this.pages = content.pages;
      this.entries = content.entries;
    }
  }

  /** The sitemap's entries in one language: the same list sitemap.xml is written from. */
  sitemap(locale: Locale): SitemapEntry[] {
    return this.sitemapEntries().filter((entry) => entry.locale === locale);
  }

  /** The sitemap's entries in every language if they were made, else undefined. */
  madeSitemapEntries(): SitemapEntry[] | undefined {
    return this.sitemapCache;
  }

  /** The sitemap's entries in every language, made once (sitemap.xml is written from the same list). */
  sitemapEntries(): SitemapEntry[] {
    this.sitemapCache ??= sitemapEntries(this.pages, this.site);
    return this.sitemapCache;
  }

  /**
   * A hand-picked list's cards (list-source.ts `selectManual`), not kept: most such lists are a
   * page's own, asked once.
   */
  manualCards(fixed: readonly string[], locale: Locale, anyLanguage: boolean, quantity: number | undefined): Card[] {
    return selectManual(this.entries, fixed, locale, anyLanguage, quantity);
  }

  /** SPEC §3 "List data source": auto, manual and navigation modes, of the sites it names. */
  cards(source: DataSource, locale: Locale): Card[] {
    // A hand-picked list is looked up by its ids and is most often a page's own: not kept either.
    if (source.mode === 'manual') return selectCards(this.entriesOf(source.site), source, locale);
    return remembered(this.listCache, `${locale}\u0000${JSON.stringify(source)}`, () =>
      selectCards(this.entriesOf(source.site), source, locale),
    );
  }

  /**
   * The entries of the sites a data source's `site` names, in the family's order; the own site's
   * without one. Without the family (a lone site, the preview of one) only the own site is known,
   * and 'all' is it.
   */
  entriesOf(site: ListedSites | undefined): readonly ListEntry[] {
    if (site === undefined) return this.entries;
    const named = typeof site === 'string' ? [site] : site;
    return remembered(this.pools, named.join(','), () => {
      const family = this.family;
      if (!family) return named.includes(ALL_SITES) ? this.entries : [];
      const keys = named.includes(ALL_SITES) ? family.keys : family.keys.filter((key) => named.includes(key));
      return keys.flatMap((key) => (key === family.own ? this.entries : family.entriesOf(key)));
    });
  }
}

/** The definition of a template the snapshots name (sync keeps only known templates). */
function templateDefinition(name: string): TemplateDefinition {
  return templateDefinitions[name as TemplateName] as TemplateDefinition;
}

const tagged = new Map<TemplateTag, string[]>();

/** ResolveContext.templates: the templates whose definition carries `tag`, sorted by name. */
export function templatesTagged(tag: TemplateTag): string[] {
  let names = tagged.get(tag);
  if (!names) {
    const all = Object.values(templateDefinitions) as TemplateDefinition[];
    names = all.filter((definition) => definition.tags?.includes(tag)).map((definition) => definition.name);
    names.sort();
    tagged.set(tag, names);
  }
  return [...names];
}

/**
 * Resolves every module in a template (children first) and records which ones the page uses and
 * the shared parts their content needs (a definition's `parts`, site/lib/parts.ts).
 */
export function resolveModules(template: unknown, context: ResolveContext, used: Set<string>, parts?: Set<string>): unknown {
  return mapObjects(template, (node: JsonObject) => {
    const name = node.component;
    if (!isModuleName(name)) return node;
    used.add(name);
    const definition = moduleDefinitions[name] as ModuleDefinition;
    const resolved = definition.resolve ? definition.resolve(node, context) : node;
    for (const part of definition.parts?.(resolved) ?? []) parts?.add(part);
    return placeImages(resolved, definition.images);
  });
}

/** SPEC §2: the header is transparent when the page opens with a module whose definition asks for it. */
export function opensWithHero(template: unknown): boolean {
  const first = modulesIn(template)[0]?.module;
  if (!first || !isModuleName(first.component)) return false;
  const { header } = moduleDefinitions[first.component] as ModuleDefinition;
  return (typeof header === 'function' ? header(first) : header) === 'transparent';
}

/** Whether one of these modules draws the page's breadcrumb trail itself (its definition's `drawsPageTrail`). */
export const drawsPageTrail = (modules: readonly string[]): boolean =>
  modules.some((name) => isModuleName(name) && (moduleDefinitions[name] as ModuleDefinition).drawsPageTrail === true);

export interface ResolveWarnings {
  warn(message: string): void;
}

/** SPEC §3: using a missing theme logs a warning and falls back to the default theme. */
function checkedTheme(theme: string | null | undefined, where: string, log: ResolveWarnings): string | null {
  if (!theme) return null;
  if (theme in siteThemes) return theme;
  log.warn(warning('THEME_UNKNOWN', { where, theme, fallback: DEFAULT_THEME, known: Object.keys(siteThemes) }));
  return DEFAULT_THEME;
}

/** What resolving a page reads: the build's ContentIndex, or the preview's answers of the CMS list calls. */
export type CardSource = Pick<ContentIndex, 'cards' | 'sitemap'>;

/**
 * Resolves a page's lists, distributors and image presets into its data. `readAsOf` is told when
 * a definition reads the sync's moment (reads.ts records what a page read).
 */
export function resolvePage(page: ValidPage, index: CardSource, log: ResolveWarnings, asOf?: string, readAsOf?: () => void): PageView {
  const context: ResolveContext = {
    locale: page.locale,
    page,
    cards: (source) => index.cards(source, page.locale),
    templates: templatesTagged,
    sitemap: () => index.sitemap(page.locale),
  };
  if (asOf && readAsOf) {
    Object.defineProperty(context, 'asOf', {
      enumerable: true,
      get: () => {
        readAsOf();
        return asOf;
      },
    });
  } else if (asOf) context.asOf = asOf;
  const used = new Set<string>();
  const parts = new Set<string>();
  const definition = templateDefinition(page.templateType);
  const withModules = resolveModules(page.template, context, used, parts);
  const template = placeImages(definition.resolve ? definition.resolve(withModules, context) : withModules, definition.images);
  const resolved: PageData = {
    ...page,
    theme: checkedTheme(page.theme, `page ${page.path}`, log),
    headerTheme: checkedTheme(page.headerTheme, `page ${page.path} headerTheme`, log),
    footerTheme: checkedTheme(page.footerTheme, `page ${page.path} footerTheme`, log),
    template: template as PageData['template'],
  };
  const modules = [...used].sort();
  const ownTrail = drawsPageTrail(modules);
  return {
    page: resolved,
    modules,
    ...(parts.size > 0 ? { parts: [...parts].sort() } : {}),
    headerOverHero: opensWithHero(page.template),
    ...(ownTrail ? { ownTrail } : {}),
  };
}

/** The UI strings the types declare in their definitions, for one language (the site's own strings win). */
function definitionStrings(locale: Locale): Record<string, string> {
  const all = [...Object.values(moduleDefinitions), ...Object.values(templateDefinitions)] as Array<{ strings?: Strings | undefined }>;
  return Object.assign({}, ...all.map((definition) => definition.strings?.[locale] ?? {})) as Record<string, string>;
}

/**
 * Where the forms post and where the lead form reads countries and provinces at runtime
 * (docs/forms.md): FORMS_URL, else `/forms` on the site's own host; REGIONS_URL's origin, else
 * the copies of the region queries the build publishes with the site.
 */
export function formsView(): SiteView['forms'] {
  const { formsUrl, regionsUrl } = config();
  return { endpoint: formsUrl ?? '/forms', regionsOrigin: regionsUrl ? new URL(regionsUrl).origin : '' };
}

export function siteView(
  content: Pick<ValidContent, 'site'>,
  locale: Locale,
  log: ResolveWarnings,
  renderer: SiteView['renderer'] = 'ssg',
): SiteView {
  const { site } = content;
  const header = site.headers.find((h) => h.locale === locale) ?? site.headers.find((h) => h.locale === site.defaultLocale);
  const footer = site.footers.find((f) => f.locale === locale) ?? site.footers.find((f) => f.locale === site.defaultLocale);
  // Sync refuses a site without a header for a language that has pages (pipeline/sync/validate.ts).
  assert(header && footer, `resolve: the site has no header or footer for "${locale}" nor for the default language`);
  const language = site.languages.find((candidate) => candidate.locale === locale);
  return {
    id: site.id,
    pathPrefix: site.pathPrefix,
    // Visitors read the site's name in their language: brand line, footer, copyright, titles.
    name: language?.siteName ?? site.name,
    shortName: site.shortName,
    domain: site.domain,
    locale,
    languageId: language?.id ?? 0,
    defaultLocale: site.defaultLocale,
    languages: site.languages.filter((language) => BUILT_LOCALES.has(language.locale)),
    trailingSlash: site.trailingSlash,
    theme: checkedTheme(site.theme, 'site', log) ?? DEFAULT_THEME,
    header,
    footer,
    socials: site.socials,
    translations: {
      ...definitionStrings(locale),
      ...stringsFor(locale, (missing) => log.warn(warning('TRANSLATIONS_MISSING', { locale: missing }))),
    },
    // A static build is the 'ssg' renderer; `unisite preview` renders 'preview' and 'editor'
    // (SPEC §6). UNISITE_ENVIRONMENT=pre builds the pre-production host.
    renderer,
    environment: config().environment,
    thirdParties: site.thirdParties,
    forms: formsView(),
  };
}
