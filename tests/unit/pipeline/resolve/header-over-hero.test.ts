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

  it('asks a hero whose ground depends on its sub-theme: light header text only over a dark one', () => {
    const claim = (subtheme: string) => ({
      templateType: 'Landing',
      heroSection: [],
      mainSection: [{ component: 'HeroClaim', title: 'T', claim: 'C', subtheme }],
    });
    expect(opensWithHero(claim('inverse'))).toBe(true);
    expect(opensWithHero(claim('accent'))).toBe(true);
    expect(opensWithHero(claim('accentAlt'))).toBe(true);
    expect(opensWithHero(claim('accentLight'))).toBe(false);
    expect(opensWithHero(claim('default'))).toBe(false);
    expect(opensWithHero(claim('defaultAlt'))).toBe(false);
    expect(opensWithHero(claim('accentMid'))).toBe(false);
  });
});
