import { describe, expect, it } from 'vitest';
import { opensWithHero } from '../../../../pipeline/resolve/index.ts';

describe('header over a hero (SPEC §2)', () => {
  it('is transparent only when the first module of the page asks for it in its definition', () => {
    expect(opensWithHero({ templateType: 'Landing', heroSection: [{ component: 'HeroImage' }], mainSection: [] })).toBe(true);
    expect(opensWithHero({ templateType: 'Landing', heroSection: [], mainSection: [{ component: 'HeroClaim' }] })).toBe(true);
    // HeroQuote is a quote, not a full-bleed image: the header stays solid.
    expect(opensWithHero({ templateType: 'Landing', heroSection: [{ component: 'HeroQuote' }] })).toBe(false);
    expect(opensWithHero({ templateType: 'NewsList', mainSection: [{ component: 'BasicContent' }, { component: 'HeroImage' }] })).toBe(
      false,
    );
    expect(opensWithHero({ templateType: 'Landing', heroSection: [], mainSection: [] })).toBe(false);
  });
});
