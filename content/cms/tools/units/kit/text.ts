// Texts of a unit's pages: pairs of any type, bodies of sections, the family's thank-you page.
import type { Bilingual } from '../../data/news.ts';
import type { PageContext } from './types.ts';

/** `{ en, es }` from two strings. */
export const bi = (en: string, es: string): Bilingual<string> => ({ en, es });

/** A text in each language, or one already in the page's language (the page's `title`, a code). */
export type Text = string | Bilingual<string>;

/** A `Text` in the page's language. */
export const textOf = (ctx: PageContext, text: Text): string => (typeof text === 'string' ? text : ctx.L(text.en, text.es));

/** `{ en, es }` of any type: the kit's `bi` pairs strings; this one pairs lists and objects too. */
export const both = <T>(en: T, es: T): Bilingual<T> => ({ en, es });

/** A page body in each language as `sections` takes it: opening paragraphs, then `[heading, text …]` parts. */
export type Body = Bilingual<[string[], ...Array<[string, ...string[]]>]>;

/** HTML paragraphs from plain texts (the body fields of detail pages are HTML). */
export const paragraphs = (...texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('');

/** A body of an opening and subheaded sections: `[heading, text, text …]` per section. */
export function sections(opening: string[], ...parts: Array<[string, ...string[]]>): string {
  return paragraphs(...opening) + parts.map(([heading, ...texts]) => `<h2>${heading}</h2>${paragraphs(...texts)}`).join('');
}

/** A `Body` as the HTML of the page's language. */
export const bodyOf = (ctx: PageContext, body: Body): string => sections(...ctx.L(body.en, body.es));

/** The page every form of the family thanks its visitor on (it belongs to the root site). */
export const thankYou = (ctx: PageContext): string => ctx.L('/thank-you/', '/es/gracias/');

/** A phone number as a link, kept on one line (its spaces non-breaking, as html-validate's rule for telephone numbers asks). */
export const phoneLink = (number: string): string => `<a href="tel:${number.replace(/\s/g, '')}">${number.replace(/\s/g, '&nbsp;')}</a>`;
