import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { tabAfterKey } from '../../components/TabPanels/index.tsx';
import { definition } from './definition.ts';
import EventAgenda from './EventAgenda.tsx';

describe('EventAgenda', () => {
  it('before hydration shows every day under its own heading, the sessions one level below, and no inert tabs', () => {
    const view = renderModule(definition, EventAgenda, definition.examples?.[0]);
    expect(view.headings.slice(0, 3)).toEqual([
      { level: 2, text: 'Programme' },
      { level: 3, text: 'Thursday, March 11 Governance day' },
      { level: 4, text: 'Registration and coffee' },
    ]);
    expect(view.headings.filter((heading) => heading.level === 3).map((heading) => heading.text)).toEqual([
      'Thursday, March 11 Governance day',
      'Friday, March 12 Next generation day',
    ]);
    expect(view.headings.filter((heading) => heading.level === 4)).toHaveLength(8);
    expect(view.byRole('tablist')).toEqual([]);
    expect(view.byRole('tab')).toEqual([]);
    expect(view.text).toContain('All times are Madrid time (CET).');
  });

  it('lists the sessions of a day in order, each with machine-readable times read as "Time: 09:30 to 10:15"', () => {
    const view = renderModule(definition, EventAgenda, definition.examples?.[0]);
    const [first] = view.all('ol');
    expect(first?.tag).toBe('ol');
    const times = view.all('time').map((time) => time.attrs.datetime);
    expect(times.slice(0, 4)).toEqual(['2027-03-11T09:00', '2027-03-11T09:30', '2027-03-11T09:30', '2027-03-11T10:15']);
    const [, keynote] = view.all('li', (attrs) => attrs['data-kind'] !== undefined);
    expect(keynote?.attrs['data-kind']).toBe('keynote');
    const spoken = view.all('p', (attrs) => attrs.class?.includes('time') ?? false).map((time) => time.name);
    expect(spoken.slice(0, 2)).toEqual(['Time: 09:00 to 09:30', 'Time: 09:30 to 10:15']);
    expect(keynote?.text).toContain('Keynote');
    expect(keynote?.text).toContain('Room: Auditorium');
  });

  it('names the speakers list, links a speaker with a profile, and says each role', () => {
    const view = renderModule(definition, EventAgenda, definition.examples?.[0]);
    const speakers = view.all('div', (attrs) => attrs.role === 'group' && attrs['aria-label'] === 'Speakers');
    expect(speakers).toHaveLength(5);
    expect(speakers[1]?.text).toBe(
      'Jorge Padilla, Chair, Grupo PadillaSophie Laurent, Independent director, Maison LaurentDaniel Okafor, Professor of Corporate Governance',
    );
    expect(view.links).toEqual([{ href: '/our-team/', name: 'Elena Arroyo' }]);
  });

  it('a single day is one list under the module, with the date and no tabs; Spanish on Spanish pages', () => {
    const view = renderModule(definition, EventAgenda, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings[0]).toEqual({ level: 2, text: 'Programa de la jornada' });
    expect(view.headings.slice(1).every((heading) => heading.level === 3)).toBe(true);
    expect(view.all('time')[0]).toMatchObject({ text: 'Domingo, 14 de marzo', attrs: { datetime: '2027-03-14' } });
    const spoken = view.all('p', (attrs) => attrs.class?.includes('time') ?? false).map((time) => time.name);
    expect(spoken).toEqual(['Hora: 17:00 a 17:30', 'Hora: 17:30 a 18:15', 'Hora: 18:30 a 19:30', 'Hora: 19:30']);
    expect(view.text).toContain('Sala: Aula Magna');
    expect(view.text).toContain('TallerClase abierta');
    expect(view.all('div', (attrs) => attrs.role === 'group' && attrs['aria-label'] === 'Ponentes')).toHaveLength(2);
    expect(view.byRole('tablist')).toEqual([]);
  });

  it('moves between day tabs with the arrow keys, wrapping, and Home and End (the tabs pattern)', () => {
    expect(tabAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
    expect(tabAfterKey('Enter', 0, 3)).toBeUndefined();
    expect(tabAfterKey('ArrowDown', 0, 3)).toBeUndefined();
  });

  it('refuses sessions out of order, an end before the start and a day given twice, naming the field', () => {
    const [example] = definition.examples ?? [];
    const [day] = example?.days ?? [];
    if (!example || !day) throw new Error('no example');
    const reversed = { ...example, days: [{ ...day, sessions: [...day.sessions].reverse() }] };
    expect(definition.schema.safeParse(reversed).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['days.0.sessions']);
    const backwards = { ...example, days: [{ ...day, sessions: [{ start: '10:00', end: '09:00', title: 'Backwards' }] }] };
    expect(definition.schema.safeParse(backwards).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['days.0.sessions.0.end']);
    const twice = { ...example, days: [day, day] };
    expect(definition.schema.safeParse(twice).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['days']);
  });
});
