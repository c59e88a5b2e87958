import { LOCALES } from '../../content/schema/locales.ts';
import { dateTimeFormat } from './intl.ts';

// SPEC §5: an unparseable date renders 'Invalid Date'; an unsupported locale returns the raw value.
// Formatting uses UTC so the server's HTML and the browser's hydration agree.
// Dates are formatted in every language of the site family, texts or not.
const SUPPORTED: ReadonlySet<string> = new Set(LOCALES);

export function formatDate(value: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  if (!SUPPORTED.has(locale)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}
