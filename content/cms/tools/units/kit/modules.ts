// The heroes and calls to action every kind of unit page opens or closes with. A unit writes
// each field as its own (texts as `bi(…)` pairs, links as `{ page, text }`, pictures by name)
// in the order the page shows them; the kit puts them in the page's language and names the
// module.
import type { Bilingual } from '../../data/news.ts';
import { linkOf, type PageLink } from './pages.ts';
import type { Text } from './text.ts';
import type { MediaName, PageContext } from './types.ts';

const isBilingual = (value: unknown): value is Bilingual<unknown> =>
  typeof value === 'object' && value !== null && 'en' in value && 'es' in value && Object.keys(value).length === 2;

/**
 * A module's fields in the page's language, in the order given: pairs become the page's
 * language, the fields named in `links` become `{ href, text }`, those in `images` pictures.
 */
function moduleOf(
  ctx: PageContext,
  component: string,
  fields: object,
  kinds: { links?: readonly string[]; images?: readonly string[] },
): Record<string, unknown> {
  const out: Record<string, unknown> = { component };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (kinds.images?.includes(name)) out[name] = ctx.media(value as MediaName);
    else if (kinds.links?.includes(name)) out[name] = linkOf(ctx, value as PageLink);
    else out[name] = isBilingual(value) ? ctx.L(value.en, value.es) : value;
  }
  return out;
}

/** The page's colour scheme where it is not the unit's (`inverse`, `primary` …). */
type Subtheme = { subtheme?: string };

/** A call to action: a title, a line of text and one or two buttons (`layout: 'banner'` across the page). */
export const callToAction = (
  ctx: PageContext,
  fields: { layout?: string; title: Text; text?: Text; primary: PageLink; secondary?: PageLink; image?: MediaName },
): Record<string, unknown> => moduleOf(ctx, 'CallToAction', fields, { links: ['primary', 'secondary'], images: ['image'] });

/** The short hero of an inner page: an eyebrow, a title, a line and maybe a picture. */
export const compactHero = (
  ctx: PageContext,
  fields: Subtheme & { eyebrow?: Text; title: Text; subtitle?: Text; image?: MediaName },
): Record<string, unknown> => moduleOf(ctx, 'HeroCompact', fields, { images: ['image'] });

/** The hero of a home page: a title and a line over a picture, with a link. */
export const imageHero = (
  ctx: PageContext,
  fields: Subtheme & { title: Text; subtitle?: Text; image: MediaName; link?: PageLink },
): Record<string, unknown> => moduleOf(ctx, 'HeroImage', fields, { links: ['link'], images: ['image'] });

/** A hero of text beside a picture, with up to two buttons. */
export const splitHero = (
  ctx: PageContext,
  fields: Subtheme & {
    eyebrow?: Text;
    title: Text;
    subtitle?: Text;
    image: MediaName;
    imagePosition?: 'left' | 'right';
    primary?: PageLink;
    secondary?: PageLink;
  },
): Record<string, unknown> => moduleOf(ctx, 'HeroSplit', fields, { links: ['primary', 'secondary'], images: ['image'] });
