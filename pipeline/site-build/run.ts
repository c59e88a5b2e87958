// What the steps of one build share (pipeline/site-build/index.ts): the options, the clock, what
// the previous build lets it skip, the scheduling policy, and what each step hands the next. A
// step takes what it needs from the run and lets go of what no later step reads, so that the
// build holds no page's data longer than it did when the steps were one function.
import type { LeftOutPlace } from './left-out.ts';
import { createHash } from 'node:crypto';
import type { Locale } from '../../content/schema/index.ts';
import type { PageView, SiteView } from '../../site/lib/page-view.ts';
import { pageDataKey } from '../../site/lib/paths.ts';
import type { PageFiles } from '../images/collect.ts';
import type { DeferredVariant, ImageBuildStats } from '../images/index.ts';
import type { Reporter } from '../reporter.ts';
import type { RenderWorkers } from '../render/pool.ts';
import type { RenderedPages } from '../search/cache.ts';
import type { SharedFiles } from '../write/shared-files.ts';
import type { DigestedEntry } from '../resolve/reads.ts';
import type { PageSummary } from '../snapshots/summaries.ts';
import type { ValidContent, ValidPage } from '../../content/schema/problems.ts';
import type { BuildSession } from '../watch/session.ts';
import type { PageRecord } from './manifest.ts';
import type { ImageEncoding } from '../images/cache.ts';
import { templateOfRole } from '../../generated/template-facts.ts';

export interface BuildOptions {
  root: string;
  snapshotsDir: string;
  /** The key of the site to build from the snapshots (docs/site-family.md); default: the default site. */
  site?: string | undefined;
  outDir: string;
  workDir: string;
  reporter: Reporter;
  /** Build only routes i of n (1-based), for sharding across CI runners. */
  shard?: { index: number; count: number } | undefined;
  /** The media library that content links as /media/<file>; default content/cms/media. Synced
   *  thumbnails (snapshots/media/) are searched first. */
  mediaDir?: string | undefined;
  /** Image variant cache that survives builds; default UNISITE_IMAGE_CACHE or .unisite/image-cache. */
  imageCacheDir?: string | undefined;
  /** How hard the image encoders work (pipeline/images/cache.ts); default UNISITE_IMAGE_ENCODING, else full. */
  imageEncoding?: ImageEncoding | undefined;
  /**
   * Leave the image variants the cache does not hold for after the build (`unisite start`):
   * returned in `deferredImages`, encoded by pipeline/images/background-encoding.ts.
   */
  deferImages?: boolean | undefined;
  /** Origin of the digital-asset service (SPEC §7); default ASSET_DOMAIN. */
  assetDomain?: string | undefined;
  /** Publish nothing when a page names a module the library does not have (default: warn and publish without it). */
  strict?: boolean | undefined;
  /** Add the module gallery under /_gallery/ (pipeline/gallery; noindex, never in the sitemap). */
  gallery?: boolean | undefined;
  /** Write no search index: the family's composition indexes every site once, over the composed dist/. */
  skipSearch?: boolean | undefined;
  /** The pages per segment of a language's search index; default UNISITE_SEARCH_SEGMENT_PAGES or 1,000 (docs/search.md). */
  searchSegmentPages?: number | undefined;
  /**
   * Where the rendered pages are kept reduced for the search index, so it need not read them
   * back: the family's, which indexes the composed dist/; by default the build's own when it
   * writes an index.
   */
  renderedPages?: RenderedPages | undefined;
  /**
   * Render workers lent to this build's render and kept after it (the family's, shared by its
   * sites): the build starts none of its own, early or late.
   */
  renderWorkers?: RenderWorkers | undefined;
  /** The files every site of a family writes alike, made once and linked by each (the family's). */
  sharedFiles?: SharedFiles | undefined;
  /**
   * What a long-running process (`unisite build --watch`) knows across its builds: the content
   * summaries and the build manifest it parsed between them (taken while their files are
   * unchanged), the code it loaded, the snapshot files written since its last build.
   */
  session?: BuildSession | undefined;
}

export interface BuildResult {
  pages: number;
  locales: Locale[];
  buildHash: string;
  seconds: number;
  images: ImageBuildStats;
  /** The variants left unencoded (`deferImages`): not in the output folder yet. */
  deferredImages: DeferredVariant[];
  /** Pages rendered by this build; the others were kept from the previous version unchanged. */
  rendered: number;
  /** Page documents read from the snapshots; the others were known by their summaries (pipeline/snapshots/summaries.ts). */
  read: number;
  /** Pages resolved by this build; the others were kept without resolving them (their reads unchanged). */
  resolved: number;
  /** Whether the new version was made from the spare version in place (docs/performance.md). */
  recycled: boolean;
  /** Wall seconds per phase (read, resolve, images, bundle, render, write, artefacts). */
  phases: Record<string, number>;
  /** The site document built (its address and languages), for the family's composition. */
  site: Pick<ValidContent['site'], 'name' | 'domain' | 'defaultLocale' | 'languages'>;
  /** Its not-found pages (SPEC §2 Error404) by language, as built HTML files. */
  notFound: Record<string, string>;
  /** The modules its pages name that the library does not have (published without them). */
  leftOutModules: LeftOutPlace[];
}

/** Wall time per phase, for `--profile` and the benchmark. */
export function phaseClock() {
  const phases: Record<string, number> = {};
  let last = performance.now();
  return {
    phases,
    /** Ends the running phase under `name` (added up when a phase runs in parts). */
    lap(name: string) {
      const now = performance.now();
      phases[name] = (phases[name] ?? 0) + (now - last) / 1000;
      last = now;
    },
  };
}

export type PhaseClock = ReturnType<typeof phaseClock>;

/** Warnings, each message once per build. */
export interface Log {
  warn: (message: string) => void;
}

/** Where a route's page-data goes: '/news/' → page-data/news/page-data.json. */
export const pageDataPath = (path: string): string => `page-data/${pageDataKey(path)}/page-data.json`;

/** Where a route's HTML goes: '/news/' → news/index.html, '/' → index.html. */
export function htmlFile(path: string): string {
  const key = pageDataKey(path);
  return key === 'index' ? 'index.html' : `${key}/index.html`;
}

export function hash(text: string, length = 20): string {
  return createHash('sha256').update(text).digest('hex').slice(0, length);
}

/** The fallback pages' files (SPEC §2): HTML and page-data. */
export const NOT_FOUND_FILES = ['404.html', 'page-data/404.html/page-data.json'] as const;
export const SERVER_ERROR_FILES = ['500.html', 'page-data/500.html/page-data.json'] as const;

/** The page whose data the 404 fallback publishes: the not-found page of the default language. */
export const isNotFoundPage = (page: Pick<ValidPage, 'templateType' | 'locale'>, defaultLocale: Locale) =>
  page.templateType === templateOfRole['not-found'] && page.locale === defaultLocale;

/** A route of the build: a page document of the snapshots (summarised), or a page of the gallery. */
export type RoutePage = PageSummary<DigestedEntry> | ValidPage;

export const isSummary = (page: RoutePage): page is PageSummary<DigestedEntry> => 'entries' in page;

/** A page resolved by this build, with what the manifest keeps of resolving it. */
export interface ResolvedEntry {
  view: PageView;
  /** The digest of its document's snapshot text; none for the gallery's pages (pipeline/resolve/reads.ts). */
  document?: string | undefined;
  reads: string[];
  warnings: string[];
  /** Its images, media and documents, and the digest of its image assets (the images step). */
  files?: PageFiles | undefined;
  images?: string | undefined;
}

/** A page kept without resolving it: its record in the previous manifest, and its document should it be resolved after all. */
export interface KeptEntry {
  kept: PageRecord;
  page: PageSummary<DigestedEntry>;
}

export type PageEntry = ResolvedEntry | KeptEntry;

/** The site views a page is rendered with, by the hash of their data. */
export type RenderSites = ReadonlyMap<string, SiteView>;
