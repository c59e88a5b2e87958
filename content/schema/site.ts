// The site snapshot: identity, languages, settings, header, footer (SPEC §2, §3 "Page context").
import { z } from 'zod';
import { HrefSchema, LocaleSchema } from './common.ts';
import { ElementIdSchema } from './element-id.ts';
import { REDIRECT_STATUSES, redirectFromProblem, redirectToProblem } from './safe-url.ts';
import { ThirdPartiesSchema } from './third-parties.ts';

export const MenuLinkSchema = z.object({
  anchor: z.string().nullish(),
  href: HrefSchema.nullish(),
  linkToURL: HrefSchema.nullish(),
  newTab: z.boolean().nullish(),
  noFollow: z.boolean().nullish(),
  description: z.string().nullish(),
  linkTo: z.string().nullish(),
});

export interface MenuItem {
  id?: string | null | undefined;
  label: string;
  url?: z.infer<typeof MenuLinkSchema> | null | undefined;
  special?: boolean | null | undefined;
  icon?: string | null | undefined;
  auxText?: string | null | undefined;
  verticalMenu?: boolean | null | undefined;
  config?: { headerStyle?: string | null | undefined } | null | undefined;
  children?: MenuItem[] | null | undefined;
}

/** SPEC §3 "Menu item"; children nest up to the cascading menu's 4 levels. */
export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string().nullish(),
    label: z.string().min(1),
    url: MenuLinkSchema.nullish(),
    special: z.boolean().nullish(),
    icon: z.string().nullish(),
    auxText: z.string().nullish(),
    verticalMenu: z.boolean().nullish(),
    config: z.object({ headerStyle: z.string().nullish() }).nullish(),
    children: z.array(MenuItemSchema).nullish(),
  }),
);

export const MenuSchema = z.object({ elements: z.array(MenuItemSchema) });

export const SocialItemSchema = z.object({
  icon: z.string().min(1),
  url: HrefSchema,
  description: z.string().nullish(),
});

/** SPEC §3 "Header options": primaryLink and secondaryLink (text, url, style). */
export const HeaderCtaSchema = z.object({
  text: z.string().min(1),
  url: HrefSchema,
  style: z.enum(['primary', 'secondary']).optional(),
});

/** SPEC §2 "Announcement banner": desktop text, mobile text, a link and a background colour. */
export const NavigationBannerSchema = z.object({
  desktopText: z.string().min(1),
  mobileText: z.string().min(1),
  link: z.object({ href: HrefSchema, text: z.string().optional(), newTab: z.boolean().optional() }).optional(),
  backgroundColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour such as #000e3e')
    .optional(),
});

/** SPEC §3 "Header options". */
export const HeaderOptionsSchema = z.object({
  /** Pinned while scrolling (SPEC §2 "Header"); false keeps it in the page flow. */
  sticky: z.boolean().default(true),
  /** The disable option of SPEC §4 "Header scroll": forces unfixed even when sticky. */
  disableHeadroom: z.boolean().default(false),
  /** Brand registry id (site/lib/brands.ts) whose logo the header shows. */
  school: z.string().optional(),
  anchorID: ElementIdSchema.default('main-content'),
  topNavigationContent: z.array(z.enum(['showSocialMedia', 'showBot', 'showEnglishLanguage', 'showSpanishLanguage'])).default([]),
  orderSocialIcons: z.boolean().optional(),
  /** Social icon names in the order the top bar shows them (when orderSocialIcons). */
  socialMediaOrder: z.array(z.string()).optional(),
  navigationBanner: NavigationBannerSchema.optional(),
  moduleTheme: z.string().optional(),
  primaryLink: HeaderCtaSchema.optional(),
  secondaryLink: HeaderCtaSchema.optional(),
  /**
   * Where a programme page's Apply and Request-information actions lead when the programme names
   * no address of its own: the site's application and request-information (or contact) pages.
   */
  programActions: z.strictObject({ apply: HrefSchema.optional(), requestInformation: HrefSchema.optional() }).optional(),
  /** The search link of the mobile menu. */
  searchLink: z.object({ text: z.string().min(1), url: HrefSchema }).optional(),
  /** Chatbot address: on a statically generated site the chatbot icon shows only with one (SPEC §2 "Top bar"). */
  botUrl: HrefSchema.optional(),
});

/** One header per language (SPEC §3 "Page context": header topMenu, mainMenu). */
export const HeaderSchema = z.object({
  locale: LocaleSchema,
  mainMenu: MenuSchema,
  topMenu: MenuSchema,
  options: HeaderOptionsSchema.nullish().transform((o) => o ?? HeaderOptionsSchema.parse({})),
});

/**
 * The footer's layout (SPEC §2 "Module registry": footers). `default`: the school's footer logo,
 * socials and legal menu; `school`: the same plus the footer logos of the school's units (brand
 * ids of site/lib/brands.ts, checked at sync); `minimal`: the legal menu and copyright only (for
 * landing pages and forms). The palette is the page's `footerTheme` (SPEC §3).
 */
export const FooterOptionsSchema = z.looseObject({
  variant: z.enum(['default', 'school', 'minimal']).default('default'),
  units: z.array(z.string().min(1)).default([]),
});

export const FooterSchema = z.object({
  locale: LocaleSchema,
  legalMenu: MenuSchema,
  options: FooterOptionsSchema.nullish().transform((options) => options ?? { variant: 'default' as const, units: [] }),
});

/**
 * SPEC §2 "Routing rules". Both ends are written into host configuration (`_redirects`, nginx),
 * so they are held to plain path characters; see docs/security.md.
 */
export const RedirectSchema = z.object({
  from: z.string().superRefine((value, context) => {
    const problem = redirectFromProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `The redirect source ${problem}` });
  }),
  to: z.string().superRefine((value, context) => {
    const problem = redirectToProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `The redirect target ${problem}` });
  }),
  status: z
    .number()
    .int()
    .refine((status) => (REDIRECT_STATUSES as readonly number[]).includes(status), {
      message: `Must be one of ${REDIRECT_STATUSES.join(', ')}`,
    })
    .nullish(),
});

export const SiteSchema = z.object({
  id: z.number().int().positive(),
  /** SPEC §1: the site's machine name (its snapshot folder and build); `site` for a lone site. */
  key: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be lower-case letters, digits and single hyphens, e.g. business-school')
    .default('site'),
  /** SPEC §1: the prefix every page of the site lives under: '' (the root) or e.g. /business-school. */
  pathPrefix: z
    .string()
    .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)*$/, "Must be '' (the root) or path segments without a trailing slash, e.g. /business-school")
    .default(''),
  name: z.string().min(1),
  shortName: z.string().min(1),
  domain: z.url({ protocol: /^https?$/ }),
  defaultLocale: LocaleSchema,
  /** `siteName`: the site's name in that language (brand line, footer, titles), else `name`. */
  languages: z
    .array(z.object({ id: z.number().int(), locale: LocaleSchema, label: z.string().min(1), siteName: z.string().min(1).nullish() }))
    .min(1),
  trailingSlash: z.boolean(),
  theme: z.string().min(1),
  headers: z.array(HeaderSchema).min(1),
  footers: z.array(FooterSchema).min(1),
  socials: z.array(SocialItemSchema),
  redirects: z.array(RedirectSchema),
  /** Consent, chatbot, marketing form and video players: hosts and ids (docs/third-parties.md). None when absent. */
  thirdParties: ThirdPartiesSchema.nullish().transform((value) => value ?? {}),
});

export type Site = z.infer<typeof SiteSchema>;
export type Menu = z.infer<typeof MenuSchema>;
export type SocialItem = z.infer<typeof SocialItemSchema>;
export type Header = z.infer<typeof HeaderSchema>;
export type Footer = z.infer<typeof FooterSchema>;
export type FooterOptions = z.infer<typeof FooterOptionsSchema>;
export type HeaderOptions = z.infer<typeof HeaderOptionsSchema>;
export type HeaderCta = z.infer<typeof HeaderCtaSchema>;
export type NavigationBanner = z.infer<typeof NavigationBannerSchema>;
