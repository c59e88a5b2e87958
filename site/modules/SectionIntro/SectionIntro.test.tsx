import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import SectionIntro from './SectionIntro.tsx';

describe('SectionIntro', () => {
  it('shows the kicker, the section heading, the lead and the link, in that order', () => {
    const view = renderModule(definition, SectionIntro, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Research that families put to work' }]);
    expect(view.text.indexOf('About the centre')).toBeLessThan(view.text.indexOf('Research that families'));
    expect(view.text).toContain('how business families govern');
    expect(view.links).toEqual([{ href: '/research/', name: 'Explore our research' }]);
  });

  it('centres when asked, and shows no link when none is given', () => {
    const view = renderModule(definition, SectionIntro, definition.examples?.[1]);
    expect(view.all('div', (attrs) => attrs['data-align'] === 'center')).toHaveLength(1);
    expect(view.links).toEqual([]);
  });
});
