// The kit the family's units are written with: one file per school, centre or service in
// ./sites/<brand>.ts holds its texts in English and Spanish; ../write-units.ts turns every one
// into its site document (content/cms/documents/sites/<brand>.json) and its page documents
// (content/cms/documents/pages/{en,es}/<prefix>/…). A unit names its pages by key, and links
// between them by key too (`ctx.href('admissions')`), so a renamed path cannot leave a link
// behind: the writer refuses a key that names no page.
import { brands } from '../../../../site/lib/brands.ts';
//
// The shapes several units share live in ./kit/ and are re-exported here, so a unit imports
// everything from this file: texts (./kit/text.ts), list data sources (./kit/lists.ts), the
// faculty (./kit/teachers.ts), news, events and publications (./kit/details.ts), the schools'
// news and event pages (./kit/pages.ts), the heroes of programme pages (./kit/programmes.ts),
// the distributors of news, events and programmes (./kit/distributors.ts), and the heroes and
// calls to action of any page (./kit/modules.ts), the lines of a fees table (./kit/fees.ts).
import { logo, portrait, siteMedia, type MediaName } from '../data/media.ts';
import type { Bilingual } from '../data/news.ts';
import { bi, thankYou } from './kit/text.ts';
import type { Locale, MenuEntry, PageContext, PageSpec, UnitSpec } from './kit/types.ts';

export type { Bilingual, MediaName };
export type * from './kit/types.ts';
export * from './kit/text.ts';
export * from './kit/lists.ts';
export * from './kit/teachers.ts';
export * from './kit/details.ts';
export * from './kit/pages.ts';
export * from './kit/programmes.ts';
export * from './kit/distributors.ts';
export * from './kit/modules.ts';
export * from './kit/fees.ts';

/** Every unit's site id in the CMS (the research centre is 12, Ibera Business School 13). */
export const SITE_IDS: Record<string, number> = {
  ibu: 14,
  'ibu-foundation': 15,
  'ibu-new-york': 16,
  'ibu-summer-school': 17,
  alumni: 18,
  'corporate-learning': 19,
  cgc: 20,
  'leadership-middle-east': 21,
  'corporate-relations': 22,
  entrepreneurship: 23,
  'executive-education': 24,
  'financial-aid': 25,
  gpc: 26,
  'law-school': 27,
  'lifelong-learning': 28,
  'architecture-design': 29,
  gpa: 30,
  humanities: 31,
  'politics-economics-global-affairs': 32,
  'science-technology': 33,
  'talent-careers': 34,
  // SPEC §2 "Main menu": the mega panel has four columns for site 35; the university's directory
  // menu has the most entries.
  university: 35,
};

/** Menu entries for pages of the unit, each labelled with its page's title: `...menuPages('news', 'events')`. */
export const menuPages = (...pages: string[]): MenuEntry[] => pages.map((page) => ({ page }));

/** The header's usual second button: to the unit's contact page. */
export const CONTACT_LINK = { page: 'contact', text: bi('Contact', 'Contacto') };

/** The address of a unit's document in the media library (`/media/<file>`). */
export const documentHref = (file: string): string => `/media/${file}`;

/** A unit file's default export: checked for a known brand and theme when written. */
export function defineUnit(spec: UnitSpec): UnitSpec {
  if (!brands[spec.brand]) throw new Error(`unit ${spec.brand}: no brand with that id in site/lib/brands.ts`);
  if (!SITE_IDS[spec.brand]) throw new Error(`unit ${spec.brand}: give it a site id in SITE_IDS (kit.ts)`);
  return spec;
}

/** The unit's prefix in a language: `/law-school`, `/es/law-school`. */
export function prefixOf(spec: UnitSpec, locale: Locale): string {
  const path = brands[spec.brand]!.path;
  return locale === 'en' ? path : `/es${path}`;
}

/** The path of a page of the unit in a language, with its trailing slash. */
export function pathOf(spec: UnitSpec, page: PageSpec, locale: Locale): string {
  const slug = page.slug[locale].replace(/^\/+|\/+$/g, '');
  return `${prefixOf(spec, locale)}/${slug ? `${slug}/` : ''}`;
}

export const pageId = (spec: UnitSpec, key: string, locale: Locale): string => `${spec.brand}-${key}-${locale}`;

export function contextFor(spec: UnitSpec, locale: Locale): PageContext {
  const byKey = new Map(withStandardPages(spec).map((page) => [page.key, page]));
  const find = (key: string): PageSpec => {
    const page = byKey.get(key);
    if (!page) throw new Error(`unit ${spec.brand}: a link names the page "${key}", which the unit does not have`);
    return page;
  };
  return {
    locale,
    L: (en, es) => (locale === 'en' ? en : es),
    href: (key) => pathOf(spec, find(key), locale),
    id: (key) => (find(key), pageId(spec, key, locale)),
    media: (name, subject) => siteMedia(spec.brand, name, locale, subject),
    portrait: (name) => portrait(name, locale),
    logo: (name) => logo(name),
    name: spec.siteName[locale],
    prefix: prefixOf(spec, locale),
  };
}

/**
 * The pages every unit has whether or not its file names them: its not-found page (SPEC §2: the
 * 404 maps to it; each site has one under its prefix) and its search page (docs/search.md). A
 * unit that writes its own keeps it.
 */
export function withStandardPages(spec: UnitSpec): PageSpec[] {
  const pages = [...spec.pages];
  const has = (templateType: string) => pages.some((page) => page.templateType === templateType);
  if (!has('SearchResults')) {
    pages.push({
      key: 'search',
      slug: bi('search', 'buscar'),
      templateType: 'SearchResults',
      title: bi('Search', 'Buscar'),
      metaDescription: bi(`Search the pages of ${spec.siteName.en}.`, `Busque en las páginas de ${spec.siteName.es}.`),
      template: (ctx) => ({
        intro: ctx.L(`Search everything ${spec.siteName.en} publishes.`, `Busque en todo lo que publica ${spec.siteName.es}.`),
      }),
    });
  }
  if (!has('Error404')) {
    pages.push({
      key: 'not-found',
      slug: bi('page-not-found', 'pagina-no-encontrada'),
      templateType: 'Error404',
      title: bi('Page not found', 'Página no encontrada'),
      metaDescription: bi(`A page of ${spec.siteName.en} that does not exist.`, `Una página de ${spec.siteName.es} que no existe.`),
      indexed: false,
      follow: false,
      template: (ctx) => ({
        title: ctx.L("We can't find that page", 'No encontramos esa página'),
        message: ctx.L(
          `The page you were looking for has moved or no longer exists. The home page of ${spec.siteName.en} and its search are good places to start again.`,
          `La página que buscaba se ha movido o ya no existe. La página de inicio de ${spec.siteName.es} y su buscador son buenos lugares para empezar de nuevo.`,
        ),
        link: { href: ctx.href('home'), text: ctx.L('Go to the home page', 'Ir a la página de inicio') },
      }),
    });
  }
  return pages;
}

/**
 * The marketing lead form of a programme or specialisation page (SPEC §1, §3 "Lead form"), for
 * its `leadFormSection`: the hidden attributes name the programme, so the marketing team knows
 * which one a request is about.
 */
export function leadForm(
  // Only the language: the business school's writer (write-family.ts) builds its forms here too.
  ctx: Pick<PageContext, 'L'>,
  program: {
    programId: string;
    pathwayId: string;
    track?: string;
    title?: string;
    /** A summer course the form is about: the marketing provider's own hidden field for it. */
    summerCourse?: string;
  },
): Record<string, unknown> {
  return {
    component: 'LeadForm',
    title: ctx.L(
      `Request information${program.title ? ` about ${program.title}` : ''}`,
      `Solicite información${program.title ? ` sobre ${program.title}` : ''}`,
    ),
    text: ctx.L(
      'Leave your details and the programme team will answer within two working days.',
      'Déjenos sus datos y el equipo del programa le responderá en dos días laborables.',
    ),
    formId: '1234',
    thankYou: ctx.L('/thank-you/', '/es/gracias/'),
    pathwayId: program.pathwayId,
    programId: program.programId,
    ...(program.track ? { track: program.track } : {}),
    ...(program.summerCourse ? { mktoSummerSpecialization: program.summerCourse } : {}),
  };
}

/**
 * The contact page's form (a `ContactForm` module): the message goes to the unit's team and the
 * visitor lands on the family's thank-you page. The title is "Send us a message" unless given.
 */
export const contactForm = (ctx: PageContext, texts: { title?: Bilingual<string>; text: Bilingual<string> }): Record<string, unknown> => ({
  component: 'ContactForm',
  title: texts.title ? ctx.L(texts.title.en, texts.title.es) : ctx.L('Send us a message', 'Envíenos un mensaje'),
  text: ctx.L(texts.text.en, texts.text.es),
  thankYou: thankYou(ctx),
});

/**
 * The lead form of a programme page with the anchor `#apply`, for pages whose hero links
 * "Request information" down to it.
 */
export const applyForm = (ctx: PageContext, program: Parameters<typeof leadForm>[1]): Record<string, unknown> => ({
  ...leadForm(ctx, program),
  id: 'apply',
});
