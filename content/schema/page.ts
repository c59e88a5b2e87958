// A page in one language: SPEC §2 "Page metadata" plus its template content.
// The template's own fields and its modules are validated by the template and module
// schemas under site/ (pipeline/sync/validate.ts composes them); here the template is any object
// naming its templateType.
import { z } from 'zod';
import { DateStringSchema, LocaleSchema, SitePathSchema, WebUrlSchema } from './common.ts';

export const PageLanguageSchema = z.object({
  languageId: z.number().int(),
  locale: LocaleSchema,
  path: SitePathSchema,
  isLive: z.boolean(),
});

export const BreadcrumbItemSchema = z.object({ label: z.string().min(1), url: SitePathSchema });

export const PageSchema = z.object({
  id: z.string().min(1),
  translationGroup: z.string().min(1),
  languageId: z.number().int(),
  locale: LocaleSchema,
  path: SitePathSchema,
  templateType: z.string().min(1),
  title: z.string().min(1),
  metaTitle: z.string().nullish(),
  metaDescription: z.string().nullish(),
  keywords: z.array(z.string()).nullish(),
  /** An http(s) address or a site path: the scheme allow-list of every URL field (docs/security.md). */
  canonical: WebUrlSchema.nullish(),
  socialTitle: z.string().nullish(),
  socialDescription: z.string().nullish(),
  socialImage: z.unknown().nullish(),
  structuredData: z.unknown().nullish(),
  breadcrumb: z.array(BreadcrumbItemSchema).nullish(),
  theme: z.string().nullish(),
  headerTheme: z.string().nullish(),
  footerTheme: z.string().nullish(),
  pageLanguages: z.array(PageLanguageSchema),
  published: DateStringSchema.nullish(),
  modified: DateStringSchema.nullish(),
  follow: z.boolean(),
  indexed: z.boolean(),
  isHome: z.boolean(),
  dimensions: z.unknown().nullish(),
  /** SPEC §2: active section base and slug, slug defaulting to '/'. */
  activeSectionBase: z.string().nullish(),
  activeSectionSlug: z
    .string()
    .nullish()
    .transform((slug) => slug ?? '/'),
  showHeader: z.boolean(),
  showFooter: z.boolean(),
  template: z.looseObject({ templateType: z.string().min(1) }),
});

export type PageLanguage = z.infer<typeof PageLanguageSchema>;
export type BreadcrumbItem = z.infer<typeof BreadcrumbItemSchema>;
/** A page as stored in a snapshot, its template not yet narrowed to one template's fields. */
export type Page = z.infer<typeof PageSchema>;
