// Cards that lists and distributors show (SPEC §3: news, blog, podcast, video, article, infographic).
import { z } from 'zod';
import { ImageSchema, LocaleSchema, SitePathSchema } from './common.ts';

export const CARD_KINDS = [
  'news',
  'blog',
  'podcast',
  'video',
  'article',
  'infographic',
  'event',
  'publication',
  'person',
  'page',
  'program',
] as const;

export const CardSchema = z.object({
  kind: z.enum(CARD_KINDS),
  id: z.string(),
  /** Stable across languages (a programme's code): what the comparator stores, so a selection survives a language switch. */
  key: z.string().optional(),
  title: z.string(),
  url: SitePathSchema,
  date: z.string().optional(),
  /** The last day of what the card announces (an event over several days); `date` when absent. */
  endDate: z.string().optional(),
  /** A short line above the title: the publication type, the event type and place, a position. */
  label: z.string().optional(),
  summary: z.string().optional(),
  image: ImageSchema.optional(),
  /**
   * What lists filter by (SPEC §9 "Filter kinds"): filter kind → values, in the page's language,
   * e.g. { year: ['2026'], publicationType: ['Report'] }. Data-source filters match them too.
   */
  facets: z.record(z.string(), z.array(z.string())).optional(),
  /** Who made or tells it: a publication's authors, a project's author, an award's candidate. */
  people: z.array(z.string()).optional(),
  /** The file a visitor can take away from the card itself (a report's PDF). */
  file: z.object({ href: z.string(), format: z.string().optional() }).optional(),
  /**
   * Short facts a distributor shows under the title, by a key its module names in the page's
   * language (a scholarship's `amount`, a project's `funder`, an award's `status`).
   */
  facts: z.record(z.string(), z.string()).optional(),
  /**
   * The card's language when a list shows it on a page of another (a data source's
   * `preferenceLanguage`, `allLanguages` or `lang`): its texts are marked with it (WCAG 3.1.2).
   * Absent when the card is in the page's language.
   */
  lang: LocaleSchema.optional(),
});

export type Card = z.infer<typeof CardSchema>;
