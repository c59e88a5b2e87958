// Where the demo's documents live in the media library, as content links them; the PDFs
// themselves are written by ../make-documents.ts.

/** A teacher's CV. */
export const cvHref = (slug: string): string => `/media/cv-${slug}.pdf`;

/** A research report of the centre, by its slug in one language. */
export const reportHref = (slug: string): string => `/media/cbf-${slug}.pdf`;

/** The Family Governance Programme brochure in a language. */
export const programmeBrochureHref = (locale: 'en' | 'es'): string =>
  locale === 'en' ? '/media/cbf-family-governance-programme-2027.pdf' : '/media/cbf-programa-gobierno-familiar-2027.pdf';
