// SPEC §2 "Sub-site path prefixes": four prefixes are built from the institution's short name
// (the main institute, its foundation, its New York campus, its summer school). They are built
// here only, so the brand registry and the structured data cannot disagree about them.

/** The institution's short name, as the brands' wordmarks show it. */
export const INSTITUTION_SHORT_NAME = 'IBU';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `/ibu`, or `/ibu-<suffix>` for the foundation, the New York campus and the summer school. */
export function derivedPrefix(suffix?: 'foundation' | 'new-york' | 'summer-school'): string {
  return `/${slug(INSTITUTION_SHORT_NAME)}${suffix ? `-${suffix}` : ''}`;
}
