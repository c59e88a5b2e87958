// Rich text from the CMS is sanitised once, at sync, so the site can render it as HTML.
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

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
  return sanitizeHtml(html, OPTIONS);
}

/** A rich-text field: any HTML in, only the allowed tags out. */
export const RichTextSchema = z.string().transform(sanitizeRichText);
