// The languages of the site family, stated once. Free of zod so browser code may import it.
/** Locales the site family knows (SPEC §1). German has no texts yet: no German pages are built. */
export const LOCALES = ['en', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
