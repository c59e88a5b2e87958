import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { cardLayout } from '../../../tests/helpers/distributor-layout.ts';
import { definition } from './definition.ts';
import ProgramDistributor from './ProgramDistributor.tsx';

describe('ProgramDistributor', () => {
  it('shows the programmes its data source selects (the masters) and a link to all programmes', () => {
    const view = renderModule(definition, ProgramDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Masters' },
      { level: 3, text: 'Master in Management' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'program')).toHaveLength(1);
    expect(view.text).toContain('Master · Face to face');
    expect(view.links).toEqual([
      { href: '/business-school/programmes/master-in-management/', name: 'Master in Management' },
      { href: '/business-school/programmes/', name: 'All programmes' },
    ]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/campus.jpg', preset: 'card' })]);
  });
});

describe('ProgramDistributor layouts', () => {
  const parts = (example: unknown) => definition.parts?.({ ...definition.schema.parse(example), items: [] });
  // The slider example's cards, shown as the grid content without a layout gets.
  const grid = cardLayout(renderModule(definition, ProgramDistributor, { ...definition.examples![2]!, layout: undefined }));

  it('is a grid by default, so content saved before the layout existed renders as it did, without the carousel', () => {
    expect(grid.layout).toBe('grid');
    expect(grid.cards.length).toBeGreaterThan(1);
    expect(parts(definition.examples?.[0])).toEqual([]);
  });

  it('as a list shows its cards one a row', () => {
    const view = renderModule(definition, ProgramDistributor, definition.examples?.[1]);
    const layout = cardLayout(view);
    expect(layout.layout).toBe('list');
    expect(layout.cards.length).toBeGreaterThan(0);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'program')).toHaveLength(layout.cards.length);
    expect(parts(definition.examples?.[1])).toEqual([]);
  });

  it('as a slider is a carousel named "Nuestros programas", each card a slide "Slide x of n"', () => {
    const view = renderModule(definition, ProgramDistributor, definition.examples?.[2]);
    const count = grid.cards.length;
    expect(cardLayout(view)).toEqual({
      layout: 'slider',
      carousel: 'Nuestros programas',
      slides: grid.cards.map((_, index) => `Slide ${index + 1} of ${count}`),
      cards: grid.cards,
    });
    // Each slide is a card of its own (a group may not hold a list item), one link named by its title.
    expect(view.all('article', (attrs) => attrs['data-kind'] === 'program')).toHaveLength(count);
    expect(view.all('li')).toEqual([]);
    expect(view.links.at(-1)).toEqual({ href: '/es/business-school/programas/', name: 'Todos los programas' });
    // Before the script runs it is a plain row: no buttons that would do nothing.
    expect(view.byRole('button')).toEqual([]);
    // The page that shows it loads the carousel; one with the grid or the list does not.
    expect(parts(definition.examples?.[2])).toEqual(['Slider']);
  });

  it('as a slider without a title, on a Spanish page, is named "Programas" and announces "Diapositiva x de n"', () => {
    const example = {
      component: 'ProgramDistributor' as const,
      layout: 'slider' as const,
      data: { mode: 'auto' as const, sources: [{ structuredData: 'ProgramDetail' }], quantity: 2, preferenceLanguage: true },
    };
    const layout = cardLayout(renderModule(definition, ProgramDistributor, example, { page: { locale: 'es', path: '/es/' } }));
    expect(layout.carousel).toBe('Programas');
    expect(layout.slides).toEqual(['Diapositiva 1 de 2', 'Diapositiva 2 de 2']);
  });
});
