import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import KeyDates from './KeyDates.tsx';

/** The definition as a build synced at `asOf` resolves it. */
const syncedAt = (asOf: string): typeof definition => ({
  ...definition,
  resolve: (props) => ({ ...props, asOf }),
});

describe('KeyDates', () => {
  it('is a captioned table in a focusable region named by its caption, rounds heading their rows', () => {
    const view = renderModule(definition, KeyDates, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Admissions calendar 2027–2028' }]);
    const [region] = view.all('section', (attrs) => attrs['aria-labelledby'] !== undefined);
    expect(region?.name).toBe('Application rounds, Master in Family Business Management');
    expect(region?.attrs.tabindex).toBe('0');
    expect(view.all('th', (attrs) => attrs.scope === 'col').map((cell) => cell.text)).toEqual([
      'Round',
      'Applications open',
      'Deadline',
      'Decision by',
      'Status',
    ]);
    expect(view.all('th', (attrs) => attrs.scope === 'row').map((cell) => cell.text)).toEqual([
      'Round 1 Scholarship applications close with this round',
      'Round 2',
      'Round 3',
      'Final round Only if places remain',
    ]);
    // Dates are machine-readable <time>s in the page's language.
    expect(view.all('time')[1]).toEqual(expect.objectContaining({ text: 'November 13, 2026', attrs: { datetime: '2026-11-13' } }));
    expect(view.links).toEqual([{ href: '/business-school/admissions/', name: 'How to apply' }]);
  });

  it('says in words which rounds are closed, open or not open yet, as of the sync', () => {
    expect(FIXTURE_AS_OF).toBe('2026-11-25T00:00:00Z');
    const view = renderModule(definition, KeyDates, definition.examples?.[0]);
    expect(view.all('span', (attrs) => attrs['data-status'] !== undefined).map((status) => status.text)).toEqual([
      'Closed',
      'Open',
      'Not open yet',
      'Not open yet',
    ]);
  });

  it('counts the whole deadline day in the admissions office’s time zone', () => {
    // 23:30 UTC on 15 January is already the 16th in Madrid: round 2 has closed there…
    const lateOnDeadline = syncedAt('2027-01-15T23:30:00Z');
    const statuses = (example: NonNullable<typeof definition.examples>[number]) =>
      renderModule(lateOnDeadline, KeyDates, example)
        .all('span', (attrs) => attrs['data-status'] !== undefined)
        .map((status) => status.text);
    expect(statuses(definition.examples![0]!)).toEqual(['Closed', 'Closed', 'Not open yet', 'Not open yet']);
    // …but not for an office in Mexico City, where it is still the 15th.
    expect(statuses({ ...definition.examples![0]!, timeZone: 'America/Mexico_City' })).toEqual([
      'Closed',
      'Open',
      'Not open yet',
      'Not open yet',
    ]);
  });

  it('as a list: one block per round under its heading, its dates as terms and values, in Spanish', () => {
    const view = renderModule(definition, KeyDates, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('table')).toEqual([]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 Fechas clave del Programa de Alta Dirección',
      '3 Preinscripción',
      '3 Solicitud de beca',
      '3 Matrícula',
    ]);
    expect(view.byRole('list')[0]?.tag).toBe('ol');
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'Fecha límite',
      'Resolución',
      'Apertura',
      'Fecha límite',
      'Apertura',
      'Fecha límite',
    ]);
    expect(view.all('span', (attrs) => attrs['data-status'] !== undefined).map((status) => status.text)).toEqual([
      'Cerrada',
      'Abierta',
      'Próximamente',
    ]);
    expect(view.text).toContain('30 de octubre de 2026');
  });

  it('refuses dates out of order and an unknown time zone, naming the field', () => {
    const result = definition.schema.safeParse({
      component: 'KeyDates',
      timeZone: 'Madrid',
      rounds: [{ title: 'Round 1', opens: '2027-02-01', deadline: '2027-01-15', decision: '2027-01-10' }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['rounds.0.opens', 'rounds.0.decision', 'timeZone']);
  });
});
