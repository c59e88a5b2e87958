import { LOCALES } from '../../content/schema/locales.ts';
import { dateTimeFormat } from './intl.ts';

// SPEC §5: an unparseable date renders 'Invalid Date'; an unsupported locale returns the raw value.
// Formatting uses UTC so the server's HTML and the browser's hydration agree.
// Dates are formatted in every language of the site family, texts or not.
const SUPPORTED: ReadonlySet<string> = new Set(LOCALES);

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * Formatted dates, by language, options and value. A build formats the same few thousand dates
 * on many pages (every card of a list or a related-news row), and ICU's formatting cost a tenth
 * of a page's render. Bounded, since a dev server or an open page lives long.
 */
const formatted = new Map<string, string>();
const MOST_FORMATTED = 20_000;

export function formatDate(value: string, locale: string, options: Intl.DateTimeFormatOptions = LONG_DATE): string {
  if (!SUPPORTED.has(locale)) return value;
  const key = `${locale}|${options === LONG_DATE ? '' : JSON.stringify(options)}|${value}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const date = new Date(value);
  const text = Number.isNaN(date.getTime()) ? 'Invalid Date' : dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  if (formatted.size >= MOST_FORMATTED) formatted.clear();
  formatted.set(key, text);
  return text;
}
