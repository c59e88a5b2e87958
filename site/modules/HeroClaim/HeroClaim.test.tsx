import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroClaim from './HeroClaim.tsx';

describe('HeroClaim', () => {
  it('shows the eyebrow, the page title, the claim and its link', () => {
    const view = renderModule(definition, HeroClaim, definition.examples?.[0]);
    expect(view.text.startsWith('Centre for Business Families')).toBe(true);
    expect(view.headings).toEqual([{ level: 1, text: 'Where business families meet research' }]);
    expect(view.text).toContain('We study family firms so that the next generation inherits a company, not a conflict.');
    expect(view.links).toEqual([{ href: '/about-the-centre/', name: 'About the centre' }]);
    expect(view.images).toEqual([]);
  });

  it('without a link shows only the text, in its sub-theme', () => {
    const view = renderModule(definition, HeroClaim, definition.examples?.[1]);
    expect(view.headings).toEqual([{ level: 1, text: 'Publications' }]);
    expect(view.links).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accentLight')).toHaveLength(1);
  });
});
