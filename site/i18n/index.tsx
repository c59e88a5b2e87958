// Translation context for UI strings (SPEC §8 "translation problems" are warnings, never crashes).
import { createContext, useContext, type ReactNode } from 'react';
import type { TranslationKey } from './en.ts';
import { KEPT_IN_ENGLISH } from './kept-in-english.ts';

/** 'en' when the page's language keeps this term in English (it is then marked with lang), else undefined. */
export function termLanguage(locale: string, key: string): 'en' | undefined {
  return (KEPT_IN_ENGLISH[locale] as readonly string[] | undefined)?.includes(key) ? 'en' : undefined;
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
