// The brand registry (SPEC §2 "Sub-site path prefixes"; SPEC §3 "Brand entry"): every school and
// centre of the site family with its path prefix, display name, brand colour, logo variants and
// optional claim. The prefixes of the main institute, its foundation, its New York campus and
// its summer school derive from the institution's short name. The logo files are SVG wordmarks
// written by the build (pipeline/artefacts/brand-logos.ts) from this registry.
import { BRAND_COLORS } from '../../themes/site-themes.ts';

import { derivedPrefix, INSTITUTION_SHORT_NAME } from './prefixes.ts';

export const INSTITUTION = { name: 'Ibera University', shortName: INSTITUTION_SHORT_NAME } as const;

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const derived = derivedPrefix;

/** SPEC §2 colours: law red, architecture purple, humanities orange, science green, global affairs and
 *  politics teal, corporate learning light blue, most others dark blue — the themes' brand colours. */
export { BRAND_COLORS };

// logoMobileLight is the compact mark for a header over a hero below the m breakpoint: the wide
// light wordmark leaves no room for the menu button at 320px (reflow at 400% zoom).
export const LOGO_VARIANTS = ['logo', 'logoFooter', 'logoLight', 'logoMobile', 'logoMobileLight', 'logoHero'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

export interface Brand {
  /** Registry key, also the header option `school`. */
  id: string;
  name: string;
  /** Short letters of the wordmark's mark. */
  mark: string;
  path: string;
  color: string;
  claim?: string;
  /**
   * 'en' when the name stays English on every language's pages ("Executive Education" on a
   * Spanish page), so it is marked lang="en" there (WCAG 3.1.2). Unset for names each language
   * translates, for "Alumni" (Spanish uses the word as its own) and for the institution's names
   * ("Ibera University …": proper names, which 3.1.2 excepts).
   */
  nameLanguage?: 'en';
  /**
   * The registry's `name` is English. True where every language's pages use it as it is (the
   * institution's proper names, "Alumni"): shown on a Spanish page, it is then not marked English.
   */
  nameInEveryLanguage?: true;
  logo: string;
  logoFooter: string;
  logoLight: string;
  logoMobile: string;
  logoMobileLight: string;
  logoHero: string;
}

type BrandSeed = Pick<Brand, 'id' | 'name' | 'mark' | 'path' | 'color'> &
  Partial<Pick<Brand, 'claim' | 'nameLanguage' | 'nameInEveryLanguage'>>;

const seeds: BrandSeed[] = [
  {
    id: 'ibu',
    name: INSTITUTION.name,
    mark: INSTITUTION.shortName,
    path: derived(),
    color: BRAND_COLORS.darkBlue,
    claim: 'Think ahead',
    nameInEveryLanguage: true,
  },
  {
    id: 'ibu-foundation',
    name: `${INSTITUTION.name} Foundation`,
    mark: INSTITUTION.shortName,
    path: derived('foundation'),
    color: BRAND_COLORS.darkBlue,
    nameInEveryLanguage: true,
  },
  {
    id: 'ibu-new-york',
    name: `${INSTITUTION.name} New York`,
    mark: INSTITUTION.shortName,
    path: derived('new-york'),
    color: BRAND_COLORS.darkBlue,
    nameInEveryLanguage: true,
  },
  {
    id: 'ibu-summer-school',
    name: `${INSTITUTION.name} Summer School`,
    mark: INSTITUTION.shortName,
    path: derived('summer-school'),
    color: BRAND_COLORS.darkBlue,
    nameInEveryLanguage: true,
  },
  { id: 'alumni', name: 'Alumni', mark: 'ALU', path: '/alumni', color: BRAND_COLORS.darkBlue, nameInEveryLanguage: true },
  {
    id: 'business-school',
    name: 'Ibera Business School',
    mark: 'IBS',
    path: '/business-school',
    color: BRAND_COLORS.darkBlue,
    claim: 'Business with purpose',
  },
  {
    id: 'corporate-learning',
    name: 'Center for Corporate Learning and Talent Management',
    mark: 'CLT',
    path: '/center-for-corporate-learning-talent-management',
    color: BRAND_COLORS.lightBlue,
    nameLanguage: 'en',
  },
  {
    id: 'cgc',
    name: 'Center for the Governance of Change',
    mark: 'CGC',
    path: '/cgc',
    color: BRAND_COLORS.darkBlue,
    nameLanguage: 'en',
  },
  {
    id: 'leadership-middle-east',
    name: 'Center for Leadership Middle East',
    mark: 'CLM',
    path: '/center-leadership-middle-east',
    color: BRAND_COLORS.darkBlue,
    nameLanguage: 'en',
  },
  { id: 'corporate-relations', name: 'Corporate Relations', mark: 'CR', path: '/corporate-relations', color: BRAND_COLORS.darkBlue },
  { id: 'entrepreneurship', name: 'Entrepreneurship', mark: 'ENT', path: '/entrepreneurship', color: BRAND_COLORS.darkBlue },
  {
    id: 'executive-education',
    name: 'Executive Education',
    mark: 'EXE',
    path: '/executive-education',
    color: BRAND_COLORS.darkBlue,
    nameLanguage: 'en',
  },
  { id: 'financial-aid', name: 'Financial Aid', mark: 'FA', path: '/financial-aid', color: BRAND_COLORS.darkBlue },
  { id: 'gpc', name: 'Global Policy Center', mark: 'GPC', path: '/gpc', color: BRAND_COLORS.darkBlue, nameLanguage: 'en' },
  { id: 'law-school', name: 'Law School', mark: 'LAW', path: '/law-school', color: BRAND_COLORS.red, claim: 'Law for a changing world' },
  { id: 'lifelong-learning', name: 'Lifelong Learning', mark: 'LL', path: '/lifelong-learning', color: BRAND_COLORS.darkBlue },
  {
    id: 'architecture-design',
    name: 'School of Architecture and Design',
    mark: 'SAD',
    path: '/school-architecture-design',
    color: BRAND_COLORS.purple,
  },
  { id: 'gpa', name: 'School of Global and Public Affairs', mark: 'GPA', path: '/gpa', color: BRAND_COLORS.teal },
  { id: 'humanities', name: 'School of Humanities', mark: 'HUM', path: '/school-of-humanities', color: BRAND_COLORS.orange },
  {
    id: 'politics-economics-global-affairs',
    name: 'School of Politics, Economics and Global Affairs',
    mark: 'PEG',
    path: '/school-politics-economics-global-affairs',
    color: BRAND_COLORS.teal,
  },
  {
    id: 'science-technology',
    name: 'School of Science and Technology',
    mark: 'SST',
    path: '/school-science-technology',
    color: BRAND_COLORS.green,
    claim: 'Science that shapes tomorrow',
  },
  { id: 'talent-careers', name: 'Talent and Careers', mark: 'TC', path: '/talent-careers', color: BRAND_COLORS.darkBlue },
  {
    id: 'university',
    name: INSTITUTION.name,
    mark: INSTITUTION.shortName,
    path: '/university',
    color: BRAND_COLORS.darkBlue,
    nameInEveryLanguage: true,
  },
];

/** Public URL of a brand's logo variant (written by the build). */
export const logoUrl = (id: string, variant: LogoVariant): string => `/brands/${id}/${slug(variant.replace(/[A-Z]/g, (c) => `-${c}`))}.svg`;

export const brands: Record<string, Brand> = Object.fromEntries(
  seeds.map((seed) => [
    seed.id,
    {
      ...seed,
      logo: logoUrl(seed.id, 'logo'),
      logoFooter: logoUrl(seed.id, 'logoFooter'),
      logoLight: logoUrl(seed.id, 'logoLight'),
      logoMobile: logoUrl(seed.id, 'logoMobile'),
      logoMobileLight: logoUrl(seed.id, 'logoMobileLight'),
      logoHero: logoUrl(seed.id, 'logoHero'),
    },
  ]),
);

export const DEFAULT_BRAND = 'ibu';

/** The brand of a header's `school` option; the institution when unset or unknown. */
export function brandFor(school: string | null | undefined): Brand {
  return (school ? brands[school] : undefined) ?? brands[DEFAULT_BRAND]!;
}

/**
 * The site's name beside its logo, or null when the logo's wordmark already says it (a school
 * whose site is named like its brand would read "Ibera Business School | Ibera Business School").
 */
export function nameBesideLogo(brand: Brand, siteName: string): string | null {
  return siteName.trim().toLowerCase() === brand.name.trim().toLowerCase() ? null : siteName;
}

/** The brand whose path prefix a site path falls under, if any. */
export function brandForPath(path: string): Brand | undefined {
  return Object.values(brands).find((brand) => path === brand.path || path.startsWith(`${brand.path}/`));
}

/**
 * The language to mark on `name` where a page in `locale` shows it for `brand`: the brand's
 * nameLanguage when the name is the brand's own (a Spanish menu's "Executive Education") and the
 * page is in another language; undefined otherwise (a translated name, or an English page).
 */
export function brandNameLanguage(brand: Brand | undefined, name: string, locale: string): 'en' | undefined {
  if (!brand?.nameLanguage || brand.nameLanguage === locale) return undefined;
  return name.trim() === brand.name ? brand.nameLanguage : undefined;
}

/**
 * The language to mark on a brand's registry name where a page in `locale` shows it as it is (a
 * footer logo's alternative text): 'en' on another language's page unless every language uses it.
 */
export function registryNameLanguage(brand: Brand, locale: string): 'en' | undefined {
  return locale === 'en' || brand.nameInEveryLanguage ? undefined : 'en';
}

/**
 * SPEC §2 "Logo": the variant depends on light or normal, and the scrolled or menu-open state.
 * Over a hero (light) the white variant shows until the header is scrolled or its menu opens;
 * the compact mobile variant is chosen by the picture's media query, not here.
 */
export function logoVariant(state: { light: boolean; scrolled: boolean; menuOpen: boolean }): 'logo' | 'logoLight' {
  return state.light && !state.scrolled && !state.menuOpen ? 'logoLight' : 'logo';
}
