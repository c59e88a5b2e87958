// Rich text from the CMS is sanitised once, at sync, so the site can render it as HTML.
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/**
 * sanitize-html (with the HTML parser and the CSS parser it loads) is loaded when rich text is
 * first sanitised: a build reads snapshots sanitised at sync and never does, and loading it was a
 * measurable part of every command's start.
 */
let sanitizer: typeof sanitizeHtml | undefined;
const sanitize = (html: string, options: sanitizeHtml.IOptions): string => {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return sanitizer(html, options);
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'sup',
    'sub',
    'span',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], span: ['lang'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A link opening a new tab never leaks the referrer or the opener (`noreferrer` implies `noopener`).
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}

/** A rich-text field: any HTML in, only the allowed tags out. */
export const RichTextSchema = z.string().transform(sanitizeRichText);
