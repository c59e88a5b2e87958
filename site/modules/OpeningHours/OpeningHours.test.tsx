import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { localDay } from '../../lib/local-day.ts';
import { definition } from './definition.ts';
import { openAt } from './hours.ts';
import OpeningHours from './OpeningHours.tsx';

/** The definition as a build synced at `asOf` resolves it. */
const syncedAt = (asOf: string): typeof definition => ({ ...definition, resolve: (props) => ({ ...props, asOf }) });

const library = () => definition.schema.parse(definition.examples?.[0]);

describe('OpeningHours', () => {
  it('shows the week as a table, each weekday heading its row, its hours or “Closed” in words', () => {
    const view = renderModule(definition, OpeningHours, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Research library opening hours' },
      { level: 3, text: 'Holidays and special opening hours' },
    ]);
    expect(view.all('caption')[0]?.text).toBe('Usual opening hours');
    expect(view.all('th', (attrs) => attrs.scope === 'col').map((cell) => cell.text)).toEqual(['Day', 'Hours']);
    expect(view.all('th', (attrs) => attrs.scope === 'row').map((cell) => cell.text)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(view.all('td').map((cell) => cell.text)).toEqual([
      '8:30–21:00',
      '8:30–21:00',
      '8:30–21:00',
      '8:30–21:00',
      '8:30–19:00',
      '10:00–14:00',
      'Closed',
    ]);
    // Times are machine-readable.
    expect(view.all('time')[0]?.attrs.datetime).toBe('08:30');
  });

  it('says nothing about today or “open now” in the HTML: a cached page must not state a stale moment', () => {
    const view = renderModule(definition, OpeningHours, definition.examples?.[0]);
    expect(view.all('tr', (attrs) => attrs['aria-current'] !== undefined)).toEqual([]);
    expect(view.text).not.toMatch(/Open now|Closed now|Today/);
  });

  it('lists the exceptions still to come, soonest first, with their dates and hours', () => {
    const soon = renderModule(definition, OpeningHours, definition.examples?.[0]);
    expect(soon.byRole('listitem').map((item) => item.text)).toEqual([
      'Constitution Day and Immaculate Conception December 7, 2026 – December 8, 2026 Closed',
      'Christmas holidays December 24, 2026 – January 6, 2027 Closed',
      'Exam period: extended hours January 11, 2027 – January 29, 2027 8:00–23:00',
    ]);
    // Synced during the Christmas holidays: the December bank holidays have gone, Christmas stays until it ends.
    const later = renderModule(syncedAt('2026-12-28T09:00:00Z'), OpeningHours, definition.examples?.[0]);
    expect(later.byRole('listitem').map((item) => item.text)).toEqual([
      'Christmas holidays December 24, 2026 – January 6, 2027 Closed',
      'Exam period: extended hours January 11, 2027 – January 29, 2027 8:00–23:00',
    ]);
    const past = renderModule(syncedAt('2027-02-01T09:00:00Z'), OpeningHours, definition.examples?.[0]);
    expect(past.headings).toHaveLength(1);
  });

  it('is open or closed now by the place’s clock, an exception replacing the usual hours', () => {
    const at = (moment: string) => openAt(library(), localDay(Date.parse(moment), 'Europe/Madrid'));
    // Wednesday 25 November 2026, 10:00 in Madrid (09:00 UTC).
    expect(at('2026-11-25T09:00:00Z')).toEqual({ open: true, until: '21:00' });
    // 21:00 in Madrid: just closed.
    expect(at('2026-11-25T20:00:00Z')).toEqual({ open: false });
    // A Sunday.
    expect(at('2026-11-29T11:00:00Z')).toEqual({ open: false });
    // Christmas Day, a Friday: closed for the holidays.
    expect(at('2026-12-25T11:00:00Z')).toEqual({ open: false, closedFor: 'Christmas holidays' });
    // Exam period, 22:30 on a Monday: the extended hours apply.
    expect(at('2027-01-11T21:30:00Z')).toEqual({ open: true, until: '23:00' });
  });

  it('in Spanish: weekday names as row headings, a day with a morning and an afternoon', () => {
    const view = renderModule(definition, OpeningHours, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('th', (attrs) => attrs.scope === 'row').map((cell) => cell.text)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(view.all('td').map((cell) => cell.text)).toEqual([
      '9:00–14:00',
      '9:00–14:00, 16:00–18:00',
      '9:00–14:00',
      '9:00–14:00, 16:00–18:00',
      '9:00–14:00',
      'Cerrado',
      'Cerrado',
    ]);
    expect(view.headings[1]?.text).toBe('Festivos y horarios especiales');
  });

  it('refuses overlapping hours, times that end before they start and an unknown day, naming the line', () => {
    const result = definition.schema.safeParse({
      component: 'OpeningHours',
      week: [
        { days: ['monday', 'tuesday'], opens: '09:00', closes: '14:00' },
        { days: ['tuesday'], opens: '13:00', closes: '12:00' },
        { days: ['funday'], opens: '09:00', closes: '10:00' },
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['week.1.closes', 'week.2.days.0']);
    const overlap = definition.schema.safeParse({
      component: 'OpeningHours',
      week: [
        { days: ['monday', 'tuesday'], opens: '09:00', closes: '14:00' },
        { days: ['tuesday'], opens: '13:00', closes: '18:00' },
      ],
    });
    expect(overlap.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['week.1']);
  });
});
