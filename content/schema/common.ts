// Building blocks shared by every snapshot schema: paths, links, images, dates.
import { z } from 'zod';
import { LINK_SCHEMES, urlCheck, WEB_SCHEMES } from './safe-url.ts';

import { LOCALES, type Locale } from './locales.ts';

export { LOCALES, type Locale };
export const LocaleSchema = z.enum(LOCALES);

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Each path segment becomes a folder or file name in dist/ and the snapshots (`<segment>.json`),
 * and file systems stop at 255 bytes a name; the whole path stays well inside the 4,096 of a
 * full file path below the output folder. Longer values are refused here, naming document and
 * field, instead of failing the write with ENAMETOOLONG.
 */
export const MAX_SEGMENT_LENGTH = 200;
export const MAX_PATH_LENGTH = 1000;
const LENGTHS = `at most ${MAX_SEGMENT_LENGTH} characters between slashes and ${MAX_PATH_LENGTH} in all`;

/**
 * A site path: starts with '/', lowercase kebab-case segments, optional trailing slash,
 * never '..' or a protocol. Written without the trailing-slash setting applied.
 */
export const SitePathSchema = z
  .string()
  .refine(
    (value) => {
      if (!value.startsWith('/') || value.includes('//') || value.includes('..')) return false;
      const segments = value.split('/').filter(Boolean);
      return segments.every((segment) => SEGMENT.test(segment));
    },
    { message: "Must be a site path like '/news/my-story/': lowercase words joined by '-', no '..' or protocol" },
  )
  .refine((value) => value.length <= MAX_PATH_LENGTH && value.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH), {
    message: `Too long: a site path has ${LENGTHS} (each part becomes a file name)`,
  });

/** A slug: one lowercase kebab-case path segment. */
export const SlugSchema = z
  .string()
  .regex(SEGMENT, { message: "Must be lowercase words joined by '-', e.g. 'family-firms-2026'" })
  .max(MAX_SEGMENT_LENGTH, { message: `Too long: a slug has at most ${MAX_SEGMENT_LENGTH} characters` });

const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*|\/[^\s]*|#[\w-]+)$/i;
const HREF_ALLOWED = 'Must be an http(s), mailto or tel address, a site path starting with /, or an #anchor';

/**
 * A link target: http(s), mailto, tel, a site path or a same-page anchor. Never javascript:,
 * data:, '//host' or '/\\host' (docs/security.md).
 */
export const HrefSchema = z
  .string()
  .regex(SAFE_HREF, { message: HREF_ALLOWED })
  .superRefine(urlCheck({ schemes: LINK_SCHEMES, anchors: true }, HREF_ALLOWED));

/** An address a browser fetches or a crawler reads (canonical, structured data): http(s) or a site path. */
export const WebUrlSchema = z
  .string()
  .superRefine(urlCheck({ schemes: WEB_SCHEMES }, 'Must be an http(s) address or a site path starting with /'));

/** SPEC §3 "Link object". */
export const LinkSchema = z.strictObject({
  href: HrefSchema.optional(),
  linkToURL: HrefSchema.optional(),
  newTab: z.boolean().optional(),
  noFollow: z.boolean().optional(),
  text: z.string().optional(),
  /**
   * A linked document's type and size, shown on the link ('PDF, 2.4 MB'): sync writes it for a
   * document of the media library or the asset service (pipeline/sync/downloads.ts); a type
   * given here is kept as the type.
   */
  format: z.string().optional(),
});
export type Link = z.infer<typeof LinkSchema>;

/** SPEC §3 "Image object". `url` is a site path under /media/ or an absolute asset URL. */
export const ImageSchema = z.strictObject({
  url: z
    .string()
    .min(1)
    .superRefine(urlCheck({ schemes: WEB_SCHEMES }, 'Must be a /media/ path or an http(s) address of the asset service')),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  position: z.string().optional(),
  title: z.string().optional(),
  alt: z.string(),
});
/** An image as the site renders it: the build stamps the SPEC §9 preset its type shows it with. */
export type Image = z.infer<typeof ImageSchema> & { preset?: string };

/** An ISO 8601 date or date-time as the CMS sends it; rendering tolerates bad values (SPEC §5). */
export const DateStringSchema = z.string().min(1);
