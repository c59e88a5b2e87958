// The data a rendered page needs, as written to page-data.json and embedded in the HTML.
// Built once by the pipeline from validated snapshots; the site trusts these types.
import type { Footer, Header, Locale, Page, SocialItem, ThirdPartiesConfig } from '../../content/schema/index.ts';
import type { TemplateData } from '../../generated/template-definitions.ts';
import type { ImageAssets } from './image-assets.ts';

export type PageData = Omit<Page, 'template'> & { template: TemplateData };

export interface PageView {
  page: PageData;
  /** Names of the modules the page renders, in order of first use: preloaded with the template. */
  modules: string[];
  /** Shared parts its modules need (site/lib/parts.ts), preloaded with them; absent when none. */
  parts?: string[];
  /** Variants of the images this page shows, planned and encoded at build (pipeline/images). */
  images?: ImageAssets;
  /** SPEC §2: the page opens with a module over which the header is transparent. */
  headerOverHero: boolean;
  /** A module of the page draws its breadcrumb trail (a definition's `drawsPageTrail`): no automatic trail. */
  ownTrail?: boolean;
  /** The JSON-LD nodes of the template and its modules, built by their definitions at build time. */
  structuredData?: object[];
}

/** Site-wide data for one language (SPEC §3 "Page context"); one static query per language. */
export interface SiteView {
  id: number;
  /** The prefix the site lives under ('' for the root site, e.g. '/business-school'): its own search index is below it. */
  pathPrefix: string;
  name: string;
  shortName: string;
  domain: string;
  locale: Locale;
  languageId: number;
  defaultLocale: Locale;
  languages: Array<{ id: number; locale: Locale; label: string }>;
  trailingSlash: boolean;
  theme: string;
  header: Header;
  footer: Footer;
  socials: SocialItem[];
  translations: Record<string, string>;
  /** SPEC §3 page context renderer: editor and preview links resolve to full addresses (SPEC §2 "Links"). */
  renderer: 'ssg' | 'editor' | 'preview' | 'storybook' | 'forms';
  /** Deployment environment; in 'pre' the domain prefix is stripped from links (SPEC §2 "Links"). */
  environment: 'pro' | 'pre';
  /** Consent, chatbot and other third parties the site document configures (docs/third-parties.md). */
  thirdParties: ThirdPartiesConfig;
  /** Where the site's own forms post and the lead form's region source (docs/forms.md). */
  forms: {
    /** Base address: a form posts to `{endpoint}/{FormName}`. */
    endpoint: string;
    /** Origin of the persisted region queries (SPEC §7); '' = the site's own published copies. */
    regionsOrigin: string;
  };
}

/** SPEC §3 "Page-data fields read by the client". */
export interface PageDataFile {
  path: string;
  componentChunkName: string;
  webpackCompilationHash: string;
  matchPath: string | null;
  staticQueryHashes: string[];
  slicesMap: Record<string, string>;
  result: { pageContext: PageView };
}

/** A page with the site data of its language: what rendering needs. */
export interface InitialData {
  pageData: PageDataFile;
  site: SiteView;
}

/**
 * What the HTML embeds: where its page-data is, never the data itself. The page's data is already
 * in its HTML as markup and in page-data.json for client navigation; a third copy inline would
 * more than double what every visit downloads (docs/performance.md). The head preloads the file,
 * so hydration does not wait for it longer than for the scripts. The site data (menus,
 * translations …) is likewise one cacheable file per language (page-data/sq/d/{hash}.json).
 */
export interface EmbeddedData {
  /** Address of the page's page-data.json (404.html names the not-found page's). */
  pageData: string;
  /** Present (false) only on live servers (`unisite preview`, `unisite dev`): register no service worker. */
  serviceWorker?: false;
}

export const INITIAL_DATA_ID = '__UNISITE_DATA__';
export const ROOT_ID = '___unisite';
