// UI strings by locale. German has no texts yet (SPEC §1): it falls back to English with the
// "missing translations" warning of SPEC §8.
import type { Locale } from '../../content/schema/index.ts';
import { en, type TranslationKey } from './en.ts';
import { es } from './es.ts';

const byLocale: Partial<Record<Locale, Record<TranslationKey, string>>> = { en, es };

export function stringsFor(locale: Locale, warn: (message: string) => void = console.warn): Record<string, string> {
  const strings = byLocale[locale];
  if (strings) return strings;
  warn(`Translations: missing translations for locale "${locale}"; showing English texts instead.`);
  return en;
}
