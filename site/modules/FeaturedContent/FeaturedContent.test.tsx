import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import FeaturedContent from './FeaturedContent.tsx';

describe('FeaturedContent', () => {
  it('shows the main story wide and the others as cards, each a link', () => {
    const view = renderModule(definition, FeaturedContent, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Featured' },
      { level: 3, text: 'Succession barometer 2026' },
      { level: 3, text: 'Family offices forum' },
      { level: 3, text: 'Education and training' },
    ]);
    expect(view.byRole('article')).toHaveLength(3);
    expect(view.links).toEqual([
      { href: '/news/succession-barometer-2026/', name: 'Read the report' },
      { href: '/family-offices-knowledge-hub/', name: 'Family offices knowledge hub' },
      { href: '/education-and-training/', name: 'See the programmes' },
    ]);
    expect(view.images.map((image) => image.preset)).toEqual(['hero', 'card', 'card']);
  });

  it('a single story is the section heading', () => {
    const view = renderModule(definition, FeaturedContent, definition.examples?.[1]);
    expect(view.headings).toEqual([{ level: 2, text: 'Governance in family firms' }]);
    expect(view.links).toEqual([{ href: '/research/', name: 'Our research' }]);
  });

  it('refuses more than three stories', () => {
    const [first] = definition.examples?.[0]?.items ?? [];
    const result = definition.schema.safeParse({ component: 'FeaturedContent', items: [first, first, first, first] });
    expect(result.success).toBe(false);
  });
});
