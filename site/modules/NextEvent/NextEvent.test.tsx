import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { fixtureEntry } from '../../../tests/helpers/type-fixtures.ts';
import { definition } from './definition.ts';
import NextEvent from './NextEvent.tsx';

// The fixture content is synced between its two events: the open day has taken place, the webinar is upcoming.
const spanish = [
  ['foro-family-offices', 'Foro de Family Offices 2027', '2027-02-10', '2027-02-11', 'Presencial · Campus de Madrid'],
  ['webinar-protocolos', 'Webinar: protocolos de gobierno tras la salida del fundador', '2026-12-03T16:00:00Z', undefined, 'En línea'],
  [
    'jornada-siguiente-generacion',
    'Jornada de puertas abiertas: liderazgo de la siguiente generación',
    '2026-11-18T17:00:00Z',
    undefined,
    'Presencial',
  ],
].map(([slug = '', title = '', date = '', endDate, label = '']) => ({
  ...fixtureEntry('EventDetail', `/es/eventos/${slug}/`, {
    kind: 'event',
    id: `${slug}-es`,
    title,
    date,
    ...(endDate ? { endDate } : {}),
    label,
    facets: { year: [date.slice(0, 4)] },
  }),
  locale: 'es' as const,
  group: slug,
}));

describe('NextEvent', () => {
  it('announces the next upcoming event, not the one that has taken place, with its date, place and a named action', () => {
    const view = renderModule(definition, NextEvent, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Coming up at the centre' },
      { level: 3, text: 'Webinar: governance protocols after the founder steps down' },
    ]);
    expect(view.all('time').map((time) => [time.attrs.datetime, time.text])).toEqual([['2026-12-03T16:00:00Z', 'December 3, 2026']]);
    expect(view.text).toContain('Online');
    expect(view.text).toContain('A one-hour session with the authors of the 2026 protocol guide.');
    // One event is no list; the action says which event it registers for.
    expect(view.all('ul')).toHaveLength(0);
    expect(view.links).toEqual([
      { href: '/events/governance-protocols-webinar/', name: 'Register: Webinar: governance protocols after the founder steps down' },
      { href: '/dissemination/', name: 'All events' },
    ]);
    expect(view.text).not.toContain('open day');
  });

  it('in Spanish lists the next two, soonest first, an event of several days from its first to its last day', () => {
    const view = renderModule(definition, NextEvent, definition.examples?.[1], { page: { locale: 'es' }, entries: spanish });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Próximas citas',
      'Webinar: protocolos de gobierno tras la salida del fundador',
      'Foro de Family Offices 2027',
    ]);
    expect(view.byRole('listitem')).toHaveLength(2);
    expect(view.all('p', (attrs) => (attrs.class ?? '').includes('when')).map((when) => when.text)).toEqual([
      '3 de diciembre de 2026',
      '10 de febrero de 2027 al 11 de febrero de 2027',
    ]);
    expect(view.links.map((link) => link.name)).toEqual([
      'Reserve su plaza: Webinar: protocolos de gobierno tras la salida del fundador',
      'Reserve su plaza: Foro de Family Offices 2027',
      'Todos los eventos',
    ]);
  });

  it('is left out when every event has taken place by the build', () => {
    const view = renderModule(definition, NextEvent, definition.examples?.[0], { asOf: '2027-01-01T00:00:00Z' });
    expect(view.html).toBe('');
  });
});
