// A sentence that names a unit of the family ("Inicio de Executive Education", "© Executive
// Education"), with the unit's name marked in its own language where the page's is another
// (WCAG 3.1.2, language of parts): a brand whose name stays English on Spanish pages says so
// (`nameLanguage`, site/lib/brands.ts). The sentence comes from a translation; its words place the
// name, so the translation is asked once with a stand-in that no translation can contain.
import type { ReactNode } from 'react';
import { useSite } from '../../app/site-context.tsx';
import { brandFor, brandNameLanguage } from '../../lib/brands.ts';

const STAND_IN = '\u0000';

/** `sentence(name)` with `name` marked `lang` where it is set; the plain sentence otherwise. */
export function NamedSentence({
  sentence,
  name,
  lang,
}: {
  sentence: (name: string) => string;
  name: string;
  lang: string | undefined;
}): ReactNode {
  if (!lang) return sentence(name);
  const [before = '', after = ''] = sentence(STAND_IN).split(STAND_IN);
  return (
    <>
      {before}
      <span lang={lang}>{name}</span>
      {after}
    </>
  );
}

/** The language of the current site's name where it differs from the page's (undefined otherwise). */
export function useSiteNameLanguage(): 'en' | undefined {
  const site = useSite();
  return brandNameLanguage(brandFor(site.header.options.school), site.name, site.locale);
}
