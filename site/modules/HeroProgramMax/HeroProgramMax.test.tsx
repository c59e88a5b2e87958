import { describe, expect, it } from 'vitest';
import { headerTransparentOn, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroProgramMax from './HeroProgramMax.tsx';

describe('HeroProgramMax', () => {
  it('shows the title, the key facts in a row and two calls to action', () => {
    const view = renderModule(definition, HeroProgramMax, definition.examples?.[0]);
    // Over a dark sub-theme only: the header's light logo and menu need a dark ground.
    expect(headerTransparentOn(definition, 'inverse')).toBe(true);
    expect(headerTransparentOn(definition, 'defaultAlt')).toBe(false);
    expect(view.headings).toEqual([{ level: 1, text: 'Executive MBA' }]);
    expect(
      view
        .all('div')
        .filter((div) => /^(Duration|Format|Next intake)/.test(div.text))
        .map((div) => div.text),
    ).toEqual(['Duration15 months', 'FormatBlended', 'Next intakeOctober 2026']);
    expect(view.links).toEqual([
      { href: '#apply', name: 'Apply now' },
      { href: '/media/brochure-emba.pdf', name: 'Download the brochure' },
    ]);
    expect(view.images[0]).toMatchObject({ preset: 'hero' });
  });

  it('refuses more than four facts', () => {
    const facts = Array.from({ length: 5 }, (_, index) => ({ label: `Fact ${index}`, value: 'x' }));
    expect(definition.schema.safeParse({ component: 'HeroProgramMax', title: 'T', facts }).success).toBe(false);
  });
});
