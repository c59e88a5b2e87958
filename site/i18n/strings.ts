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

/**
 * The UI texts of a language, or the English ones when it has none; `missing` is told which
 * language had none (the build warns with TRANSLATIONS_MISSING: the texts live in the catalogue
 * of errors, which browser code does not import).
 */
export function stringsFor(locale: Locale, missing: (locale: Locale) => void = () => undefined): Record<string, string> {
  const strings = byLocale[locale];
  if (strings) return strings;
  missing(locale);
  return en;
}
