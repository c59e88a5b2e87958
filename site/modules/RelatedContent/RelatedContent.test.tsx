import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { cardLayout } from '../../../tests/helpers/distributor-layout.ts';
import { definition } from './definition.ts';
import RelatedContent from './RelatedContent.tsx';

describe('RelatedContent', () => {
  it('shows the picked items under its title, in the editor’s order, with their card images', () => {
    const view = renderModule(definition, RelatedContent, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Related' },
      { level: 3, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 3, text: 'Family offices forum brings 200 families to campus' },
    ]);
    expect(view.links.map((link) => link.href)).toEqual(['/news/succession-barometer-2026/', '/news/family-offices-forum-2025/']);
  });
});

describe('RelatedContent layouts', () => {
  const parts = (example: unknown) => definition.parts?.({ ...definition.schema.parse(example), items: [] });
  // The slider example's cards, shown as the grid content without a layout gets.
  const grid = cardLayout(renderModule(definition, RelatedContent, { ...definition.examples![2]!, layout: undefined }));

  it('is a grid by default, so content saved before the layout existed renders as it did, without the carousel', () => {
    expect(grid.layout).toBe('grid');
    expect(grid.cards.length).toBeGreaterThan(1);
    expect(parts(definition.examples?.[0])).toEqual([]);
  });

  it('as a list shows its cards one a row', () => {
    const view = renderModule(definition, RelatedContent, definition.examples?.[1]);
    const layout = cardLayout(view);
    expect(layout.layout).toBe('list');
    expect(layout.cards.length).toBeGreaterThan(0);
    expect(view.all('li', (attrs) => 'data-kind' in attrs)).toHaveLength(layout.cards.length);
    expect(parts(definition.examples?.[1])).toEqual([]);
  });

  it('as a slider is a carousel named "Related content", each card a slide "Slide x of n"', () => {
    const view = renderModule(definition, RelatedContent, definition.examples?.[2]);
    const count = grid.cards.length;
    expect(cardLayout(view)).toEqual({
      layout: 'slider',
      carousel: 'Related content',
      slides: grid.cards.map((_, index) => `Slide ${index + 1} of ${count}`),
      cards: grid.cards,
    });
    // Each slide is a card of its own (a group may not hold a list item), one link named by its title.
    expect(view.all('article', (attrs) => 'data-kind' in attrs)).toHaveLength(count);
    expect(view.all('li')).toEqual([]);
    // Before the script runs it is a plain row: no buttons that would do nothing.
    expect(view.byRole('button')).toEqual([]);
    // The page that shows it loads the carousel; one with the grid or the list does not.
    expect(parts(definition.examples?.[2])).toEqual(['Slider']);
  });

  it('as a slider without a title, on a Spanish page, is named "Contenido relacionado" and announces "Diapositiva x de n"', () => {
    const example = {
      component: 'RelatedContent' as const,
      layout: 'slider' as const,
      data: { mode: 'auto' as const, sources: [{ structuredData: 'NewsDetail' }], quantity: 2, preferenceLanguage: true },
    };
    const layout = cardLayout(renderModule(definition, RelatedContent, example, { page: { locale: 'es', path: '/es/' } }));
    expect(layout.carousel).toBe('Contenido relacionado');
    expect(layout.slides).toEqual(['Diapositiva 1 de 2', 'Diapositiva 2 de 2']);
  });
});
