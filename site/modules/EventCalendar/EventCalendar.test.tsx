import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import { addMonths, weeksOf } from './month.ts';
import EventCalendar from './EventCalendar.tsx';

describe('EventCalendar', () => {
  it('opens on the month of the next event as of the build, listing that month’s events as links', () => {
    const view = renderModule(definition, EventCalendar, definition.examples?.[0]);
    expect(view.headings.slice(0, 2)).toEqual([
      { level: 2, text: 'Events calendar' },
      { level: 3, text: 'December 2026' },
    ]);
    // Without JavaScript it is a plain table (the grid role comes with its keyboard support).
    expect(view.byRole('grid')).toEqual([]);
    expect(view.all('th').map((th) => th.text)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(view.all('td', (attrs) => attrs['data-day'] !== undefined)).toHaveLength(31);
    const busy = view.all('td', (attrs) => attrs['data-events'] !== undefined);
    expect(busy.map((cell) => cell.attrs['data-day'])).toEqual(['2026-12-03']);
    expect(busy[0]?.text).toBe('31 event');
    expect(view.headings[2]).toEqual({ level: 3, text: 'Events in December 2026' });
    expect(view.links).toEqual([
      { href: '/events/governance-protocols-webinar/', name: 'Webinar: governance protocols after the founder steps down' },
      { href: '/whats-on/', name: 'All events' },
    ]);
  });

  it('speaks Spanish on a Spanish page', () => {
    const view = renderModule(definition, EventCalendar, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings[1]?.text).toBe('diciembre de 2026');
    expect(view.all('th')[0]?.attrs.abbr).toBe('lunes');
  });

  it('lays months out in Monday-first weeks and moves months without overflowing days', () => {
    expect(weeksOf('2026-12')[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeksOf('2026-02').flat().filter(Boolean)).toHaveLength(28);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
  });
});
