// The site snapshot: identity, languages, settings, header, footer (SPEC §2, §3 "Page context").
import { z } from 'zod';
import { HrefSchema, LocaleSchema, SitePathSchema } from './common.ts';

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

/** SPEC §3 "Header options". Only what the site uses so far is required. */
export const HeaderOptionsSchema = z.object({
  sticky: z.boolean().default(true),
  school: z.string().optional(),
  anchorID: z.string().default('main-content'),
  topNavigationContent: z
    .array(z.enum(['showSocialMedia', 'showBot', 'showEnglishLanguage', 'showSpanishLanguage']))
    .default([]),
  orderSocialIcons: z.boolean().optional(),
  socialMediaOrder: z.array(z.string()).optional(),
  navigationBanner: z
    .object({
      desktopText: z.string(),
      mobileText: z.string(),
      link: z.object({ href: HrefSchema, text: z.string().optional() }).optional(),
      backgroundColor: z.string().optional(),
    })
    .optional(),
  moduleTheme: z.string().optional(),
});

/** One header per language (SPEC §3 "Page context": header topMenu, mainMenu). */
export const HeaderSchema = z.object({
  locale: LocaleSchema,
  mainMenu: MenuSchema,
  topMenu: MenuSchema,
  options: HeaderOptionsSchema.nullish().transform((o) => o ?? HeaderOptionsSchema.parse({})),
});

export const FooterSchema = z.object({
  locale: LocaleSchema,
  legalMenu: MenuSchema,
  options: z.record(z.string(), z.unknown()).nullish(),
});

export const RedirectSchema = z.object({
  from: SitePathSchema.or(z.string().regex(/^\/[\w\-/:*]*$/)),
  to: z.string().min(1),
  status: z.number().int().nullish(),
});

export const SiteSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  shortName: z.string().min(1),
  domain: z.url({ protocol: /^https?$/ }),
  defaultLocale: LocaleSchema,
  languages: z
    .array(z.object({ id: z.number().int(), locale: LocaleSchema, label: z.string().min(1) }))
    .min(1),
  trailingSlash: z.boolean(),
  theme: z.string().min(1),
  headers: z.array(HeaderSchema).min(1),
  footers: z.array(FooterSchema).min(1),
  socials: z.array(SocialItemSchema),
  redirects: z.array(RedirectSchema),
});

export type Site = z.infer<typeof SiteSchema>;
export type Menu = z.infer<typeof MenuSchema>;
export type SocialItem = z.infer<typeof SocialItemSchema>;
export type Header = z.infer<typeof HeaderSchema>;
export type Footer = z.infer<typeof FooterSchema>;
export type HeaderOptions = z.infer<typeof HeaderOptionsSchema>;
