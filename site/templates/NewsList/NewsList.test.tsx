import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import NewsList from './NewsList.tsx';

describe('NewsList', () => {
  it('shows the newest news first, with year and topic filters and a second page', async () => {
    const view = await renderTemplate(definition, NewsList, definition.examples?.[0], { title: 'News', path: '/news/' });
    expect(view.headings).toEqual([
      { level: 1, text: 'News' },
      { level: 2, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 2, text: 'Family councils that work: lessons from 30 Ibero-American groups' },
    ]);
    expect(view.text).toContain('Showing 1–2 of 3');
    expect(view.all('label').map((label) => label.text)).toEqual(['Year', 'Topic']);
    expect(view.all('select').map((select) => select.attrs.name)).toEqual(['year', 'topic']);
    expect(view.all('option').map((option) => option.text)).toEqual([
      'All',
      '2026',
      '2025',
      'All',
      'Family offices',
      'Governance',
      'Succession',
    ]);
    expect(view.all('button', (attrs) => attrs['aria-label']?.startsWith('Page') ?? false).map((button) => button.name)).toEqual([
      'Page 1',
      'Page 2',
    ]);
    expect(view.images.map((image) => image.preset)).toEqual(['card', 'card']);
    // Under a plain title the first card's picture is the largest paint on a phone: never lazy.
    expect(view.images.map((image) => image.loading)).toEqual(['eager', 'lazy']);
  });
});
