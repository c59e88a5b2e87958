import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { cardLayout } from '../../../tests/helpers/distributor-layout.ts';
import { definition } from './definition.ts';
import EventDistributor from './EventDistributor.tsx';

describe('EventDistributor', () => {
  it('shows the events its data source selects, soonest first, and a link to all events', () => {
    const view = renderModule(definition, EventDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Upcoming events' },
      { level: 3, text: 'Next generation leadership programme: open day' },
      { level: 3, text: 'Webinar: governance protocols after the founder steps down' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'event')).toHaveLength(2);
    expect(view.text).toContain('Face to face · Main campus, Madrid · November 18, 2026');
    expect(view.links).toEqual([
      { href: '/events/next-generation-open-day/', name: 'Next generation leadership programme: open day' },
      { href: '/events/governance-protocols-webinar/', name: 'Webinar: governance protocols after the founder steps down' },
      { href: '/whats-on/', name: 'All events' },
    ]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/event.jpg', preset: 'card' })]);
  });
});

describe('EventDistributor, time-aware', () => {
  it('"upcoming" shows only the events not over as of the build, soonest first', () => {
    const view = renderModule(definition, EventDistributor, definition.examples?.[1]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Upcoming events' },
      { level: 3, text: 'Webinar: governance protocols after the founder steps down' },
    ]);
  });
});

describe('EventDistributor layouts', () => {
  const parts = (example: unknown) => definition.parts?.({ ...definition.schema.parse(example), items: [] });
  // The slider example's cards, shown as the grid content without a layout gets.
  const grid = cardLayout(renderModule(definition, EventDistributor, { ...definition.examples![3]!, layout: undefined }));

  it('is a grid by default, so content saved before the layout existed renders as it did, without the carousel', () => {
    expect(grid.layout).toBe('grid');
    expect(grid.cards.length).toBeGreaterThan(1);
    expect(parts(definition.examples?.[0])).toEqual([]);
  });

  it('as a list shows its cards one a row', () => {
    const view = renderModule(definition, EventDistributor, definition.examples?.[2]);
    const layout = cardLayout(view);
    expect(layout.layout).toBe('list');
    expect(layout.cards.length).toBeGreaterThan(0);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'event')).toHaveLength(layout.cards.length);
    expect(parts(definition.examples?.[2])).toEqual([]);
  });

  it('as a slider is a carousel named "Próximos eventos", each card a slide "Slide x of n"', () => {
    const view = renderModule(definition, EventDistributor, definition.examples?.[3]);
    const count = grid.cards.length;
    expect(cardLayout(view)).toEqual({
      layout: 'slider',
      carousel: 'Próximos eventos',
      slides: grid.cards.map((_, index) => `Slide ${index + 1} of ${count}`),
      cards: grid.cards,
    });
    // Each slide is a card of its own (a group may not hold a list item), one link named by its title.
    expect(view.all('article', (attrs) => attrs['data-kind'] === 'event')).toHaveLength(count);
    expect(view.all('li')).toEqual([]);
    expect(view.links.at(-1)).toEqual({ href: '/es/agenda-y-actualidad/', name: 'Toda la agenda' });
    // Before the script runs it is a plain row: no buttons that would do nothing.
    expect(view.byRole('button')).toEqual([]);
    // The page that shows it loads the carousel; one with the grid or the list does not.
    expect(parts(definition.examples?.[3])).toEqual(['Slider']);
  });

  it('as a slider without a title, on a Spanish page, is named "Eventos" and announces "Diapositiva x de n"', () => {
    const example = {
      component: 'EventDistributor' as const,
      layout: 'slider' as const,
      data: { mode: 'auto' as const, sources: [{ structuredData: 'EventDetail' }], quantity: 2, preferenceLanguage: true },
    };
    const layout = cardLayout(renderModule(definition, EventDistributor, example, { page: { locale: 'es', path: '/es/' } }));
    expect(layout.carousel).toBe('Eventos');
    expect(layout.slides).toEqual(['Diapositiva 1 de 2', 'Diapositiva 2 de 2']);
  });
});
