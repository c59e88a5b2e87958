import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { cardLayout } from '../../../tests/helpers/distributor-layout.ts';
import { definition } from './definition.ts';
import PeopleDistributor from './PeopleDistributor.tsx';

describe('PeopleDistributor', () => {
  it('shows the team members below the team page, by name, with their portraits', () => {
    const view = renderModule(definition, PeopleDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Our researchers' },
      { level: 3, text: 'Carlos Ruiz' },
      { level: 3, text: 'Laura Méndez' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'person').map((card) => card.text)).toEqual([
      'Senior researcherCarlos RuizFinance',
      'DirectorLaura MéndezSuccession',
    ]);
    expect(view.images).toEqual([
      expect.objectContaining({ src: '/media/portrait-2.jpg', alt: 'Carlos Ruiz', preset: 'card' }),
      expect.objectContaining({ src: '/media/portrait-1.jpg', alt: 'Laura Méndez', preset: 'card' }),
    ]);
    expect(view.links.at(-1)).toEqual({ href: '/our-team/', name: 'Meet the whole team' });
  });
});

describe('PeopleDistributor layouts', () => {
  const parts = (example: unknown) => definition.parts?.({ ...definition.schema.parse(example), items: [] });
  // The slider example's cards, shown as the grid content without a layout gets.
  const grid = cardLayout(renderModule(definition, PeopleDistributor, { ...definition.examples![2]!, layout: undefined }));

  it('is a grid by default, so content saved before the layout existed renders as it did, without the carousel', () => {
    expect(grid.layout).toBe('grid');
    expect(grid.cards.length).toBeGreaterThan(1);
    expect(parts(definition.examples?.[0])).toEqual([]);
  });

  it('as a list shows its cards one a row', () => {
    const view = renderModule(definition, PeopleDistributor, definition.examples?.[1]);
    const layout = cardLayout(view);
    expect(layout.layout).toBe('list');
    expect(layout.cards.length).toBeGreaterThan(0);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'person')).toHaveLength(layout.cards.length);
    expect(parts(definition.examples?.[1])).toEqual([]);
  });

  it('as a slider is a carousel named "Nuestro equipo", each card a slide "Slide x of n"', () => {
    const view = renderModule(definition, PeopleDistributor, definition.examples?.[2]);
    const count = grid.cards.length;
    expect(cardLayout(view)).toEqual({
      layout: 'slider',
      carousel: 'Nuestro equipo',
      slides: grid.cards.map((_, index) => `Slide ${index + 1} of ${count}`),
      cards: grid.cards,
    });
    // Each slide is a card of its own (a group may not hold a list item), one link named by its title.
    expect(view.all('article', (attrs) => attrs['data-kind'] === 'person')).toHaveLength(count);
    expect(view.all('li')).toEqual([]);
    expect(view.links.at(-1)).toEqual({ href: '/es/nuestro-equipo/', name: 'Todo el equipo' });
    // Before the script runs it is a plain row: no buttons that would do nothing.
    expect(view.byRole('button')).toEqual([]);
    // The page that shows it loads the carousel; one with the grid or the list does not.
    expect(parts(definition.examples?.[2])).toEqual(['Slider']);
  });

  it('as a slider without a title, on a Spanish page, is named "Personas" and announces "Diapositiva x de n"', () => {
    const example = {
      component: 'PeopleDistributor' as const,
      layout: 'slider' as const,
      data: { mode: 'auto' as const, sources: [{ structuredData: 'Person' }], quantity: 2, preferenceLanguage: true },
    };
    const layout = cardLayout(renderModule(definition, PeopleDistributor, example, { page: { locale: 'es', path: '/es/' } }));
    expect(layout.carousel).toBe('Personas');
    expect(layout.slides).toEqual(['Diapositiva 1 de 2', 'Diapositiva 2 de 2']);
  });
});
