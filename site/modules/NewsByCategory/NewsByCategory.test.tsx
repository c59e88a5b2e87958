import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import NewsByCategory from './NewsByCategory.tsx';

describe('NewsByCategory', () => {
  it('groups the news under the categories the editor names, in that order, each a labelled section', () => {
    const view = renderModule(definition, NewsByCategory, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'News by topic' },
      { level: 3, text: 'Succession' },
      { level: 4, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 3, text: 'Governance' },
      { level: 4, text: 'Family councils that work: lessons from 30 Ibero-American groups' },
      { level: 3, text: 'Family offices' },
      { level: 4, text: 'Family offices forum brings 200 families to campus' },
    ]);
    // Each group is a region named by its heading: screen-reader users move between them.
    const sections = view.all('section');
    expect(sections.map((section) => section.name)).toEqual(['Succession', 'Governance', 'Family offices']);
    expect(view.links.at(-1)).toEqual({ href: '/news/', name: 'All news' });
  });

  it('links to each category from a named navigation at the top, working without JavaScript', () => {
    const view = renderModule(definition, NewsByCategory, definition.examples?.[0]);
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Categories']);
    const jumps = view.links.slice(0, 3);
    expect(jumps.map((link) => link.name)).toEqual(['Succession', 'Governance', 'Family offices']);
    for (const jump of jumps) expect(view.all('h3', (attrs) => `#${attrs.id}` === jump.href)).toHaveLength(1);
    expect(jumps[2]?.href).toBe('#news-category-family-offices');
  });

  it('without named categories shows every category of the news, A to Z; without a title the groups are h2', () => {
    const example = definition.examples?.[1];
    const view = renderModule(definition, NewsByCategory, example && { ...example, title: undefined });
    expect(view.all('section').map((section) => section.name)).toEqual(['Family offices', 'Governance', 'Succession']);
    expect(view.headings.slice(0, 2)).toEqual([
      { level: 2, text: 'Family offices' },
      { level: 3, text: 'Family offices forum brings 200 families to campus' },
    ]);
  });
});
