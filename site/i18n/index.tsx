// Translation context for UI strings (SPEC §8 "translation problems" are warnings, never crashes).
import { createContext, useContext, type ReactNode } from 'react';
import type { TranslationKey } from './en.ts';
import { KEPT_IN_ENGLISH } from './kept-in-english.ts';

/** 'en' when the page's language keeps this term in English (it is then marked with lang), else undefined. */
export function termLanguage(locale: string, key: string): 'en' | undefined {
  return (KEPT_IN_ENGLISH[locale] as readonly string[] | undefined)?.includes(key) ? 'en' : undefined;
}

/** The terms `locale` keeps in English, as that language's strings spell them ("Executive"). */
export function useKeptTerms(locale: string): string[] {
  const t = useTranslation();
  return (KEPT_IN_ENGLISH[locale] ?? []).map((key) => t(key)).filter((term) => term.length > 0);
}

/** A term the page's language keeps in English, found whole (not inside a longer word). */
function keptTermPattern(terms: readonly string[]): RegExp {
  const alternatives = terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})(?![\\p{L}\\p{N}])`, 'u');
}

/**
 * Text in `locale` (a card's label "Executive · Semipresencial", a facet's values) with each term
 * that language keeps in English marked lang="en", so a screen reader says it in English
 * (WCAG 3.1.2) wherever the term shows, not only on the programme's own page.
 */
export function KeptTerms({ text, locale }: { text: string; locale: string }) {
  const terms = useKeptTerms(locale);
  if (terms.length === 0) return <>{text}</>;
  // split() with one capturing group: the terms found are the odd parts.
  const parts = text.split(keptTermPattern(terms));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={`${index}-${part}`} lang="en">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

const TranslationContext = createContext<Record<string, string> | null>(null);

export function TranslationProvider({ strings, children }: { strings: Record<string, string>; children: ReactNode }) {
  return <TranslationContext.Provider value={strings}>{children}</TranslationContext.Provider>;
}

/** A site-wide key (site/i18n), or a key a type declares in its definition's `strings`. */
export type Translate = (key: TranslationKey | (string & Record<never, never>), vars?: Record<string, string>) => string;

export function useTranslation(): Translate {
  const strings = useContext(TranslationContext);
  return (key, vars) => {
    if (!strings) {
      console.warn(`Translations: no TranslationProvider above the component asking for "${key}".`);
      return key;
    }
    const text = strings[key];
    if (text === undefined) {
      console.warn(`Translations: missing translation "${key}".`);
      return key;
    }
    return vars ? text.replace(/\{(\w+)\}/g, (match, name: string) => vars[name] ?? match) : text;
  };
}
