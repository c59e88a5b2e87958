import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
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
