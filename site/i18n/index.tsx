// Translation context for UI strings (SPEC §8 "translation problems" are warnings, never crashes).
import { createContext, useContext, type ReactNode } from 'react';
import type { TranslationKey } from './en.ts';

const TranslationContext = createContext<Record<string, string> | null>(null);

export function TranslationProvider({ strings, children }: { strings: Record<string, string>; children: ReactNode }) {
  return <TranslationContext.Provider value={strings}>{children}</TranslationContext.Provider>;
}

export type Translate = (key: TranslationKey, vars?: Record<string, string>) => string;

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
