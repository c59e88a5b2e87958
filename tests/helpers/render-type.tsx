// Test helper for the folder tests (site/modules/<Name>/<Name>.test.tsx, site/templates/…): renders a
// definition's example the way a built page would — validated by its schema, resolved with a
// small fake ResolveContext, images stamped with their presets by the pipeline's own
// placeImages, inside the providers a page has — and queries the static markup like a visitor.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import type { Locale } from '../../content/schema/index.ts';
import type { ModuleDefinition, TemplateDefinition } from '../../site/define/define.ts';
import type { PageData, SiteView } from '../../site/lib/page-view.ts';
import type { ResolveContext } from '../../site/lib/resolve-context.ts';
import { opensWithHero, resolveModules, templatesTagged } from '../../pipeline/resolve/index.ts';
import { placeImages } from '../../pipeline/resolve/place-images.ts';
import { selectCards, type ListEntry } from '../../pipeline/resolve/list-source.ts';
import { moduleRegistry } from '../../generated/components.ts';
import { partRegistry } from '../../site/lib/parts.ts';
import { SiteContext } from '../../site/app/site-context.tsx';
import { NavigationContext } from '../../site/app/navigation.tsx';
import { TranslationProvider } from '../../site/i18n/index.tsx';
import { stringsFor } from '../../site/i18n/strings.ts';
import { ImageAssetsContext } from '../../site/components/Image/context.ts';
import { pageOf, site } from './page-data.ts';
import { listEntries, sitemapEntriesEn } from './type-fixtures.ts';

type Element = ReturnType<typeof findAll>[number];

// The shared parts (the carousel) as a built page has them: its loader preloads those its data
// names before it renders. Whether a definition names them is tested with its `parts`.
await partRegistry.preloadAll();

/** An element as a visitor (or a screen reader) meets it. */
export interface Found {
  tag: string;
  /** Its accessible name: aria-label, aria-labelledby, an image's alt, else its text. */
  name: string;
  text: string;
  attrs: Record<string, string>;
}

export interface Rendered {
  html: string;
  /** All text, whitespace collapsed. */
  text: string;
  headings: Array<{ level: number; text: string }>;
  links: Array<{ href: string; name: string }>;
  images: Array<{ src: string; alt: string; preset: string | undefined; loading: string | undefined }>;
  /** Elements with a tag name, optionally narrowed by their attributes. */
  all(tag: string, where?: (attrs: Record<string, string>) => boolean): Found[];
  /** Elements with an explicit or implicit ARIA role, e.g. 'link', 'heading', 'tablist', 'navigation'. */
  byRole(role: string): Found[];
}

const IMPLICIT_ROLES: Record<string, string> = {
  article: 'article',
  aside: 'complementary',
  blockquote: 'blockquote',
  button: 'button',
  details: 'group',
  figure: 'figure',
  img: 'img',
  li: 'listitem',
  main: 'main',
  nav: 'navigation',
  ol: 'list',
  search: 'search',
  select: 'combobox',
  ul: 'list',
  time: 'time',
};

function roleOf(element: Element): string | undefined {
  const explicit = element.attribs.role;
  if (explicit) return explicit;
  if (/^h[1-6]$/.test(element.name)) return 'heading';
  if (element.name === 'a') return element.attribs.href !== undefined ? 'link' : undefined;
  return IMPLICIT_ROLES[element.name];
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A name from content, as assistive technology reads it: images by their alt, hidden parts skipped. */
function fromContent(node: Element['children'][number]): string {
  if (node.type === 'text') return 'data' in node ? node.data : '';
  if (!('attribs' in node) || node.attribs['aria-hidden'] === 'true') return '';
  if (node.name === 'img') return ` ${node.attribs.alt ?? ''} `;
  return node.children.map(fromContent).join('');
}

/** Parses static markup into the queries folder tests use. */
export function query(html: string): Rendered {
  const document = parseDocument(html, { lowerCaseAttributeNames: true });
  const elements = findAll(() => true, document.children);
  const byId = new Map(elements.filter((element) => element.attribs.id).map((element) => [element.attribs.id, element]));
  const name = (element: Element): string => {
    const label = getAttributeValue(element, 'aria-label');
    if (label) return squash(label);
    const labelledBy = getAttributeValue(element, 'aria-labelledby');
    if (labelledBy)
      return squash(
        labelledBy
          .split(/\s+/)
          .map((id) => textContent(byId.get(id) ?? []))
          .join(' '),
      );
    return squash(fromContent(element));
  };
  const found = (element: Element): Found => ({
    tag: element.name,
    name: name(element),
    text: squash(textContent(element)),
    attrs: element.attribs,
  });
  return {
    html,
    text: squash(textContent(document)),
    headings: elements
      .filter((element) => /^h[1-6]$/.test(element.name))
      .map((element) => ({ level: Number(element.name.slice(1)), text: squash(textContent(element)) })),
    links: elements
      .filter((element) => roleOf(element) === 'link')
      .map((element) => ({ href: element.attribs.href ?? '', name: name(element) })),
    images: elements
      .filter((element) => element.name === 'img')
      .map((element) => ({
        src: element.attribs.src ?? '',
        alt: element.attribs.alt ?? '',
        preset: element.attribs['data-preset'],
        loading: element.attribs.loading,
      })),
    all: (tag, where = () => true) => elements.filter((element) => element.name === tag && where(element.attribs)).map(found),
    byRole: (role) => elements.filter((element) => roleOf(element) === role).map(found),
  };
}

/** Parses an example with its schema; an invalid example fails the test with every zod issue. */
function parsed<S extends z.ZodType>(name: string, schema: S, example: z.input<S>): z.output<S> {
  const result = schema.safeParse(example);
  if (!result.success) throw new Error(`The ${name} example does not match its definition's schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The moment the fixture content was "synced": between the two fixture events (one past, one upcoming). */
export const FIXTURE_AS_OF = '2026-11-25T00:00:00Z';

/** A ResolveContext over the fixture content: real list selection (selectCards), fixture sitemap. */
export function fakeContext(page: PageData, extra: readonly ListEntry[] = [], asOf = FIXTURE_AS_OF): ResolveContext {
  const entries = extra.length > 0 ? [...listEntries, ...extra] : listEntries;
  return {
    locale: page.locale,
    page: page as ResolveContext['page'],
    asOf,
    cards: (source) => selectCards(entries, source, page.locale),
    templates: templatesTagged,
    sitemap: () => sitemapEntriesEn.filter((entry) => entry.locale === page.locale),
  };
}

/** The providers site/app/Page.tsx puts around a template, for a page in `locale`. */
function withPage(children: ReactNode, page: PageData, strings: Record<string, string> | undefined): string {
  const view: SiteView = { ...site, locale: page.locale, translations: { ...stringsFor(page.locale), ...strings } };
  return renderToStaticMarkup(
    <ImageAssetsContext.Provider value={{}}>
      <SiteContext.Provider value={view}>
        <NavigationContext.Provider value={{ path: page.path, navigate: () => undefined }}>
          <TranslationProvider strings={view.translations}>{children}</TranslationProvider>
        </NavigationContext.Provider>
      </SiteContext.Provider>
    </ImageAssetsContext.Provider>,
  );
}

export interface RenderOptions {
  /** The page the module sits on (its path, language …). */
  page?: Partial<Omit<PageData, 'template'>>;
  /**
   * List entries this render adds to the shared fixture content (a module's own items, e.g. more
   * podcast episodes), so one module's test data never changes what another module's test lists.
   */
  entries?: readonly ListEntry[];
  /** The moment the content was "synced", for time-aware modules (FIXTURE_AS_OF by default). */
  asOf?: string;
}

/** Renders a module example as a page shows it: validated, resolved, images placed. */
export function renderModule<S extends z.ZodType, R>(
  definition: ModuleDefinition<string, S, R>,
  Component: ComponentType<R>,
  example: z.input<S> | undefined,
  options: RenderOptions = {},
): Rendered {
  if (example === undefined) throw new Error(`${definition.name}: no such example`);
  const page = pageOf({ templateType: 'BasicTemplate', ...options.page, template: { templateType: 'BasicTemplate' } });
  const props = parsed(definition.name, definition.schema, example);
  const resolved = definition.resolve ? definition.resolve(props, fakeContext(page, options.entries, options.asOf)) : (props as R);
  const placed = placeImages(resolved, definition.images);
  return query(withPage(createElement(Component as ComponentType<object>, placed as object), page, definition.strings?.[page.locale]));
}

/** Whether a page that opens with the module's first example, on `subtheme`, has the transparent header (SPEC §2). */
export function headerTransparentOn<S extends z.ZodType, R>(definition: ModuleDefinition<string, S, R>, subtheme: string): boolean {
  const example = (definition.examples?.[0] ?? {}) as object;
  return opensWithHero({ templateType: 'Landing', heroSection: [{ ...example, component: definition.name, subtheme }], mainSection: [] });
}

/** Renders a template example as a page: its modules resolved and loaded, then the template. */
export async function renderTemplate<S extends z.ZodType, R>(
  definition: TemplateDefinition<string, S, R>,
  Component: ComponentType<{ template: R; page: PageData }>,
  example: z.input<S> | undefined,
  overrides: Partial<Omit<PageData, 'template'>> = {},
): Promise<Rendered> {
  if (example === undefined) throw new Error(`${definition.name}: no such example`);
  const template = parsed(definition.name, definition.schema, example);
  const page = pageOf({ templateType: definition.name, title: titleOf(template), locale: 'en' satisfies Locale, ...overrides, template });
  const context = fakeContext(page);
  // As pipeline/resolve does: every module first (children first), then the template itself.
  const used = new Set<string>();
  const withModules = resolveModules(template, context, used) as z.output<S>;
  const resolved = placeImages(definition.resolve ? definition.resolve(withModules, context) : (withModules as R), definition.images);
  await moduleRegistry.preload(used);
  const data = { ...page, template: resolved } as PageData;
  return query(withPage(<Component template={resolved} page={data} />, data, definition.strings?.[page.locale]));
}

const titleOf = (template: unknown) =>
  typeof template === 'object' && template !== null && typeof (template as { title?: unknown }).title === 'string'
    ? (template as { title: string }).title
    : 'Centre for Business Families';
