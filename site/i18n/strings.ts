// UI strings by locale. German has no texts yet (SPEC §1): it falls back to English with the
// "missing translations" warning of SPEC §8.
import type { Locale } from '../../content/schema/index.ts';
import { en, type TranslationKey } from './en.ts';
import { es } from './es.ts';

const byLocale: Partial<Record<Locale, Record<TranslationKey, string>>> = { en, es };

/**
 * The languages with UI texts. They are the languages the build publishes pages in: a page in
 * another language (German today) is not built, rather than shown with English labels.
 */
export const TEXT_LOCALES: readonly Locale[] = Object.keys(byLocale) as Locale[];

export function stringsFor(locale: Locale, warn: (message: string) => void = console.warn): Record<string, string> {
  const strings = byLocale[locale];
  if (strings) return strings;
  warn(`Translations: missing translations for locale "${locale}"; showing English texts instead.`);
  return en;
}
