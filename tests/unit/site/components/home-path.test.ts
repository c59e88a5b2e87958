// SPEC §2 "Logo": the logo (and the footer's) links to the home of the current language and sub-site.
import { describe, expect, it } from 'vitest';
import { homePath } from '../../../../site/components/Header/index.tsx';

describe('home link', () => {
  it('is the language home on the research centre, as before', () => {
    expect(homePath('en', 'en', '/news/foo/')).toBe('/');
    expect(homePath('es', 'en', '/es/noticias/foo/')).toBe('/es/');
  });

  it('carries the sub-site prefix below it, in both languages', () => {
    expect(homePath('en', 'en', '/business-school/programmes/executive-mba/')).toBe('/business-school/');
    expect(homePath('es', 'en', '/es/business-school/programas/')).toBe('/es/business-school/');
    expect(homePath('en', 'en', '/ibu-new-york/')).toBe('/ibu-new-york/');
    // A path that only starts like a prefix is not below it.
    expect(homePath('en', 'en', '/business-schooling/')).toBe('/');
  });
});
