// Turns validated content into what each page renders: distributors and lists resolved into
// the page's data (SPEC §3 "List data source"), site data per language, themes checked.
import type { Card, DataSource, Locale, Page } from '../../content/schema/index.ts';
import type { ValidContent, ValidPage } from '../validate/index.ts';
import type { PageData, PageView, SiteView } from '../../site/lib/page-view.ts';
import type { ResolveContext } from '../../site/lib/resolve-context.ts';
import { isModuleName, moduleDefinitions } from '../../site/modules/definitions.ts';
import { templateDefinitions, type TemplateName } from '../../site/templates/definitions.ts';
import { stringsFor } from '../../site/i18n/strings.ts';
import { DEFAULT_THEME, siteThemes } from '../../themes/site-themes.ts';

/** Locales with UI texts get pages; German has none yet (SPEC §1), so no German pages are built. */
export const BUILT_LOCALES: ReadonlySet<Locale> = new Set(['en', 'es']);

const ORDERS: Record<DataSource['order'], (a: Card, b: Card) => number> = {
  recent: (a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title),
  oldest: (a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.title.localeCompare(b.title),
  alpha: (a, b) => a.title.localeCompare(b.title),
  alphaDesc: (a, b) => b.title.localeCompare(a.title),
};

/** Index of the content that list sources query. */
export class ContentIndex {
  private readonly cardsById = new Map<string, Card>();
  private readonly pagesById = new Map<string, ValidPage>();

  constructor(private readonly pages: ValidPage[]) {
    for (const page of pages) this.pagesById.set(page.id, page);
  }

  card(page: ValidPage): Card | undefined {
    const cached = this.cardsById.get(page.id);
    if (cached) return cached;
    const definition = templateDefinitions[page.templateType as TemplateName];
    if (!definition || !('toCard' in definition) || !definition.toCard) return undefined;
    const card = (definition.toCard as (page: Page, template: unknown) => Card)(page, page.template);
    this.cardsById.set(page.id, card);
    return card;
  }

  /** SPEC §3 "List data source": auto, manual and navigation modes. */
  cards(source: DataSource, locale: Locale): Card[] {
    const inLanguage = (page: ValidPage) => source.allLanguages || page.locale === locale;
    let pages: ValidPage[];
    switch (source.mode) {
      case 'auto': {
        const kinds = new Set(source.sources.map((entry) => entry.structuredData));
        pages = this.pages.filter((page) => kinds.has(page.templateType) && inLanguage(page));
        break;
      }
      case 'manual': {
        // Fixed items keep the editor's order; an id may name a page or its translation group.
        pages = source.fixed
          .map((id) => this.pagesById.get(id) ?? this.pages.find((page) => page.translationGroup === id && inLanguage(page)))
          .filter((page): page is ValidPage => page !== undefined);
        break;
      }
      case 'navigation': {
        const base = source.referenceId ?? '/';
        pages = this.pages.filter((page) => page.path !== base && page.path.startsWith(base) && inLanguage(page));
        break;
      }
    }
    const cards = pages.map((page) => this.card(page)).filter((card): card is Card => card !== undefined);
    if (source.mode !== 'manual') cards.sort(ORDERS[source.order]);
    return source.quantity ? cards.slice(0, source.quantity) : cards;
  }
}

function resolveModules(value: unknown, context: ResolveContext, used: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveModules(item, context, used));
  if (!value || typeof value !== 'object') return value;
  const record = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, child]) => [key, resolveModules(child, context, used)]),
  );
  const name = record.component;
  if (isModuleName(name)) {
    used.add(name);
    const definition = moduleDefinitions[name] as { resolve?: (props: unknown, context: ResolveContext) => unknown };
    if (definition.resolve) return definition.resolve(record, context);
  }
  return record;
}

export interface ResolveWarnings {
  warn(message: string): void;
}

/** SPEC §3: using a missing theme logs a warning and falls back to the default theme. */
function checkedTheme(theme: string | null | undefined, where: string, log: ResolveWarnings): string | null {
  if (!theme) return null;
  if (theme in siteThemes) return theme;
  log.warn(`${where}: theme "${theme}" does not exist; using "${DEFAULT_THEME}". Known themes: ${Object.keys(siteThemes).join(', ')}`);
  return DEFAULT_THEME;
}

export function resolvePage(page: ValidPage, index: ContentIndex, log: ResolveWarnings): PageView {
  const context: ResolveContext = { locale: page.locale, page, cards: (source) => index.cards(source, page.locale) };
  const used = new Set<string>();
  const definition = templateDefinitions[page.templateType as TemplateName] as {
    resolve?: (template: unknown, context: ResolveContext) => unknown;
  };
  const withModules = resolveModules(page.template, context, used);
  const template = definition.resolve ? definition.resolve(withModules, context) : withModules;
  const resolved: PageData = {
    ...page,
    theme: checkedTheme(page.theme, `page ${page.path}`, log),
    template: template as PageData['template'],
  };
  return { page: resolved, modules: [...used].sort() };
}

export function siteView(content: ValidContent, locale: Locale, log: ResolveWarnings): SiteView {
  const { site } = content;
  const header = site.headers.find((h) => h.locale === locale) ?? site.headers.find((h) => h.locale === site.defaultLocale);
  const footer = site.footers.find((f) => f.locale === locale) ?? site.footers.find((f) => f.locale === site.defaultLocale);
  if (!header || !footer) throw new Error(`build: site has no header or footer for "${locale}" nor for the default language`);
  return {
    id: site.id,
    name: site.name,
    shortName: site.shortName,
    domain: site.domain,
    locale,
    languageId: site.languages.find((language) => language.locale === locale)?.id ?? 0,
    defaultLocale: site.defaultLocale,
    languages: site.languages.filter((language) => BUILT_LOCALES.has(language.locale)),
    trailingSlash: site.trailingSlash,
    theme: checkedTheme(site.theme, 'site', log) ?? DEFAULT_THEME,
    header,
    footer,
    socials: site.socials,
    translations: stringsFor(locale, (message) => log.warn(message)),
    // A static build is the 'ssg' renderer; UNISITE_ENVIRONMENT=pre builds the pre-production host.
    renderer: 'ssg',
    environment: process.env.UNISITE_ENVIRONMENT === 'pre' ? 'pre' : 'pro',
  };
}

