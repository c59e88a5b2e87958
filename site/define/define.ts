// The definition kit: everything the pipeline needs to know about a CMS type lives in its
// folder's definition.ts, written with these functions (see docs/content-types.md).
// Pipeline-only: definitions hold zod schemas, which never reach the client bundle.
import type { z } from 'zod';
import type { Graph, Thing } from 'schema-dts';
import type { Card, Image, Page } from '../../content/schema/index.ts';
import type { ImagePreset } from '../lib/image-presets.ts';
import type { ImageAssets } from '../lib/image-assets.ts';
import type { ResolveContext, TemplateTag } from '../lib/resolve-context.ts';
import type { SearchType } from '../lib/search.ts';
import type { PartName } from '../lib/part-names.ts';
import type { FormRules } from '../lib/forms/rules.ts';
import type { StructuredSite } from '../lib/structured-data/types.ts';
import { isDarkSubTheme, type SubTheme } from '../../themes/site-themes.ts';

/** UI strings a type needs, per language (merged into the site's translations at build). */
export type Strings = Partial<Record<'en' | 'es' | 'de', Record<string, string>>>;

/**
 * The content images a type shows, each with the SPEC §9 preset it is shown with. The build
 * encodes exactly these variants and stamps the preset onto the image, so the Image component
 * renders what was encoded (no guessing from field names).
 */
export type ImageUses = Array<readonly [Image | null | undefined, ImagePreset]>;

/** What a template's structured-data builder receives. */
export interface StructuredInput<T> {
  page: Page;
  template: T;
  site: StructuredSite;
  /** The page's canonical address. */
  url: string;
  /** The organisation that publishes the page, by @id. */
  publisher: { '@id': string };
  images: ImageAssets | undefined;
}

/** What a module's structured-data builder receives besides its props. */
export interface ModuleStructuredInput {
  /** The page's canonical address. */
  url: string;
  locale: string;
}

/**
 * A node of a page's JSON-LD graph: a schema.org object (every one names its `@type`), not a bare
 * string. Intersecting the union of every schema.org type with `{ '@type': string }` made each
 * check of a node against it cost the typecheck seconds.
 */
export type StructuredNode = Exclude<Thing, string>;

/** The families of the module library, as the gallery groups them (pipeline/gallery/families.ts). */
export type ModuleFamily =
  'hero' | 'distributor' | 'collection' | 'content' | 'form' | 'tabs' | 'slider' | 'media' | 'map' | 'navigation' | 'popup' | 'footer';

export interface ModuleDefinition<N extends string = string, S extends z.ZodType = z.ZodType, R = z.output<S>> {
  /** The CMS name, e.g. 'HeroImage' — also the folder's and the component's name. */
  name: N;
  /**
   * What an editor gets from it, in a sentence: the module gallery shows it beside the name
   * (else the schema's own `.describe()` text, if any).
   */
  description?: string | undefined;
  /** Its family: where the gallery lists it (pipeline/gallery/families.ts orders the families). */
  family: ModuleFamily;
  schema: S;
  /** Build-time work (e.g. a distributor's list), so visitors never wait for it. */
  resolve?: ((props: z.output<S>, context: ResolveContext) => R) | undefined;
  /** The images it shows and their presets, read from the resolved props. */
  images?: ((props: R) => ImageUses) | undefined;
  /**
   * The audio and video files it plays, by field name. Those in the media library (`/media/…`)
   * are published as they are at the same address, so they play under the site's own origin
   * (the Content-Security-Policy allows media from nowhere else); other addresses are left alone.
   */
  media?: ((props: R) => Record<string, string | undefined>) | undefined;
  /**
   * SPEC §2 "Module registry": every module loads on demand (its own chunk, an empty fallback
   * until loaded); 'eager' puts it in the client entry of the pages that have it, never a
   * fallback. Only HeroCarousel may be eager (a unit test holds it to that): see docs/modules.md
   * "How modules load".
   */
  loading?: 'eager' | 'lazy' | undefined;
  /**
   * The shared parts its content needs loaded before it renders (site/lib/parts.ts), read from the
   * resolved props: a distributor names the carousel only when its layout is 'slider', so pages
   * with it as a grid or a list never download it.
   */
  parts?: ((props: R) => readonly PartName[]) | undefined;
  /**
   * SPEC §9 scroll reveal: the module fades and slides in (0.66 s, 24 px) when it first scrolls
   * into view. Never under prefers-reduced-motion, and without JavaScript it is simply there
   * (site/app/reveal.ts). For modules below the fold that are read, not used: not heroes, forms,
   * navigation or popups.
   */
  reveal?: boolean | undefined;
  /**
   * SPEC §2: the header sits transparent over a page that opens with this module. A function
   * decides by the module's props: a hero on a light sub-theme would leave the header's light
   * text on a light ground, so it keeps the opaque header above it instead.
   */
  header?: 'transparent' | ((props: z.output<S>) => 'transparent' | undefined) | undefined;
  /**
   * The module draws the page's own breadcrumb trail where the editor placed it: the page then
   * leaves out its automatic trail above the content, so a visitor never meets two.
   */
  drawsPageTrail?: true | undefined;
  /** The rules of the form it shows: the `form` export of its folder's browser-safe form.ts (see FormDefinition). */
  form?: FormRules | undefined;
  /**
   * JSON-LD nodes the module adds to its page's graph (typed with schema-dts), e.g. the FAQPage of
   * a list of questions. Nodes of several modules sharing an @id are one node to a reader of the graph.
   */
  structuredData?: ((props: R, input: ModuleStructuredInput) => StructuredNode[]) | undefined;
  strings?: Strings | undefined;
  /** Example CMS props: the folder test renders them and the module gallery shows them. */
  examples?: Array<z.input<S>> | undefined;
}

// What other types select a template's pages by: declared beside ResolveContext, which answers for it.
export type { TemplateTag };

/** The parts the pipeline gives a template's pages (TemplateDefinition.role). */
export const TEMPLATE_ROLES = ['not-found', 'module-gallery'] as const;
export type TemplateRole = (typeof TEMPLATE_ROLES)[number];

export interface TemplateDefinition<N extends string = string, S extends z.ZodType = z.ZodType, R = z.output<S>> {
  name: N;
  schema: S;
  /**
   * What site search shows its pages as and filters them by (SPEC §2 SearchResults), one of
   * site/lib/search.ts SEARCH_TYPES: 'page' for a plain page; false for pages search never lists
   * (the search page itself, error pages, the sitemap). Required: a new template chooses.
   */
  search: SearchType | false;
  /**
   * Its pages' `og:type` in link previews: 'article' for a dated piece of writing (a news item, a
   * publication, a story), 'website' for anything else. Required: a new template chooses.
   */
  openGraph: 'article' | 'website';
  /** What other types select its pages by (see TemplateTag); none by default. */
  tags?: readonly TemplateTag[] | undefined;
  /**
   * A part the pipeline gives this template's pages, when one (and only one) template plays it:
   * 'not-found' for the pages published as 404.html (and the model of 500.html: fields title,
   * message and link), 'module-gallery' for the pages of /_gallery/. Codegen writes who plays
   * which into generated/template-facts.ts, so the pipeline names the part, never the type.
   */
  role?: TemplateRole | undefined;
  /** The rules of the form its pages show: the `form` export of its folder's browser-safe form.ts. */
  form?: FormRules | undefined;
  resolve?: ((template: z.output<S>, context: ResolveContext) => R) | undefined;
  /** How a page of this template appears as a card in lists and distributors. */
  card?: ((page: Page, template: z.output<S>) => Card) | undefined;
  /** Entities a page of this template holds besides itself (the people of a PersonList). */
  entities?: ((page: Page, template: z.output<S>) => EntityCard[]) | undefined;
  images?: ((template: R) => ImageUses) | undefined;
  /** The template's own JSON-LD nodes (typed with schema-dts); the site adds breadcrumb and organisation. */
  structuredData?: ((input: StructuredInput<R>) => StructuredNode[]) | undefined;
  strings?: Strings | undefined;
  examples?: Array<z.input<S>> | undefined;
}

/**
 * An entity held inside a page, as list sources see it: `structuredData` is what a source
 * names to select it (e.g. 'Person'), `group` is stable across languages (manual mode ids).
 */
export interface EntityCard {
  structuredData: string;
  group: string;
  card: Card;
}

export function defineModule<const N extends string, S extends z.ZodType, R = z.output<S>>(
  definition: ModuleDefinition<N, S, R>,
): ModuleDefinition<N, S, R> {
  return definition;
}

/**
 * The `header` of a hero whose ground is its sub-theme's: the transparent header's light logo and
 * menu need a dark ground under them, so the hero asks for it on a dark sub-theme only; on a light
 * one the opaque header stays above it (and the hero's text starts below it either way).
 * `fallback` is the schema's default sub-theme: a module whose content is not parsed yet (in a
 * preview) has none.
 */
export const transparentOnDarkSubTheme =
  (fallback: SubTheme) =>
  ({ subtheme = fallback }: { subtheme?: SubTheme | undefined }): 'transparent' | undefined =>
    isDarkSubTheme(subtheme) ? 'transparent' : undefined;

export function defineTemplate<const N extends string, S extends z.ZodType, R = z.output<S>>(
  definition: TemplateDefinition<N, S, R>,
): TemplateDefinition<N, S, R> {
  return definition;
}

/** The props a component receives: the resolver's result, or the schema's output. */
export type Resolved<D> =
  D extends ModuleDefinition<string, z.ZodType, infer R> ? R : D extends TemplateDefinition<string, z.ZodType, infer R> ? R : never;

/** A JSON-LD graph, as the head writes it. */
export type { Graph };
