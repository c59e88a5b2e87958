// The shapes of the kit (../kit.ts re-exports them): a unit, its pages, its menus, its
// documents and what a page's template function is given. Types only, so the kit's parts
// (text, lists, teachers, details) and the kit itself can share them without a cycle.
import type { MediaImage, MediaName } from '../../data/media.ts';
import type { Bilingual } from '../../data/news.ts';

export type Locale = 'en' | 'es';
export type { Bilingual, MediaName };

/** The site themes (themes/site-themes.ts) a unit can wear. */
export type ThemeName =
  | 'default'
  | 'health-sector'
  | 'business'
  | 'law'
  | 'architecture'
  | 'science-theme'
  | 'emba-theme'
  | 'humanities-theme'
  | 'architecture-design-theme';

export type UnitKind = 'school' | 'centre' | 'service' | 'institution';

/** What a page's template function gets: the language, and links to the unit's other pages. */
export interface PageContext {
  locale: Locale;
  /** The English or the Spanish of a pair. */
  L<T>(en: T, es: T): T;
  /** The path of one of this unit's pages in this language, by key (`'programmes'`). */
  href(key: string): string;
  /** The page id of one of this unit's pages in this language (manual lists: `data.fixed`). */
  id(key: string): string;
  /** A picture of the demo media library with its alternative text in this language. */
  media(name: MediaName, subject?: string): MediaImage;
  /** The illustrated portrait of a person (chosen by name), described with the name. */
  portrait(name: string): MediaImage;
  /** The logo of a partner organisation of content/cms/tools/data/partners.ts, which shows its name. */
  logo(name: string): MediaImage;
  /** The unit's name in this language. */
  name: string;
  /** The unit's path prefix in this language (`/law-school`, `/es/law-school`). */
  prefix: string;
}

export interface PageSpec {
  /** Stable name of the page inside its unit: ids, links and menus use it. */
  key: string;
  /** Path below the unit's prefix in each language, without slashes (`programmes/llm`); '' is the home. */
  slug: Bilingual<string>;
  /** The page the breadcrumb goes through (its key); by default the unit's home. */
  parent?: string;
  templateType: string;
  title: Bilingual<string>;
  metaDescription: Bilingual<string>;
  /** ISO date-time of publication; a fixed demo date when absent. */
  published?: string;
  /** Search engines may list it (default true); the not-found page may not. */
  indexed?: boolean;
  follow?: boolean;
  /** The page's template object without `templateType`. */
  template: (ctx: PageContext) => Record<string, unknown>;
}

export interface MenuEntry {
  /** A page of the unit. */
  page: string;
  /** The menu's label; the page's title when absent. */
  label?: Bilingual<string>;
  /** Entries of the mega panel below it. */
  children?: Array<{ page: string; label?: Bilingual<string>; description?: Bilingual<string> }>;
  /** One line under the item in the mega panel. */
  auxText?: Bilingual<string>;
}

export interface UnitSpec {
  /** Brand id of site/lib/brands.ts: gives the prefix, the logo and the brand colour. */
  brand: string;
  kind: UnitKind;
  theme: ThemeName;
  /** The site's name in each language (header, footer, titles). */
  siteName: Bilingual<string>;
  /** The header's main menu, in order. */
  menu: MenuEntry[];
  /** The header's call to action (SPEC §2 "Mobile menu": primary button). */
  primaryLink?: { page: string; text: Bilingual<string> };
  secondaryLink?: { page: string; text: Bilingual<string> };
  /** Brand ids of units whose footer logos this unit's footer shows (its own schools, centres). */
  footerUnits?: string[];
  /** Contact e-mail shown in the footer's contact entry, and used by the pages. */
  email: string;
  pages: PageSpec[];
  /** The documents its pages offer for download (reports, briefs): see `UnitDocument`. */
  documents?: UnitDocument[];
}

/**
 * A document a unit offers for download (a report, a policy brief, a barometer's edition).
 * `npx tsx content/cms/tools/make-documents.ts` writes it into the media library as a small PDF
 * (publisher, authors, date, and its title and a few paragraphs in each language it has), so the page links
 * `documentHref(file)` and sync can give the download its type and size.
 */
export interface UnitDocument {
  /** File name in the media library, unique in the whole family: start it with the unit's mark (`cgc-…pdf`). */
  file: string;
  publisher: string;
  authors?: string[];
  /** ISO date of publication. */
  date?: string;
  /** Its title and a few paragraphs in each language it is written in: English, Spanish or both. */
  text: Partial<Record<Locale, { title: string; paragraphs: string[] }>>;
}
