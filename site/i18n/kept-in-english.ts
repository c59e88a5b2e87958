import type { TranslationKey } from './en.ts';

/**
 * Terms a language keeps in English (a programme type the university names in English in every
 * language): they are marked lang="en" where shown, so a screen reader says them in English
 * (WCAG 3.1.2). Apart from the dictionaries, so the client does not carry a whole dictionary for it.
 */
export const KEPT_IN_ENGLISH: Record<string, readonly TranslationKey[]> = {
  es: ['program.type.executive'],
};
