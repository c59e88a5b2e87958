import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramSlider from './ProgramSlider.tsx';

describe('ProgramSlider', () => {
  it('shows the programmes its data source selects as slides of a named carousel, each with its key facts', () => {
    const view = renderModule(definition, ProgramSlider, definition.examples?.[0]);
    const [carousel] = view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel');
    expect(carousel?.name).toBe('Masters for the next generation');
    expect(view.headings[0]).toEqual({ level: 2, text: 'Masters for the next generation' });
    expect(view.headings).toContainEqual({ level: 3, text: 'Master in Management' });
    expect(view.links).toContainEqual({ href: '/business-school/programmes/master-in-management/', name: 'Master in Management' });
    const [facts] = view.all('dl');
    expect(
      view
        .all('dt')
        .slice(0, 4)
        .map((term) => term.text),
    ).toEqual(['Format', 'Duration', 'Location', 'Intake']);
    expect(facts?.text).toContain('10 months');
    expect(facts?.text).toContain('September 2026');
    expect(view.links.at(-1)).toEqual({ href: '/business-school/programmes/', name: 'All programmes' });
  });

  it('with a comparator each card leads to it without JavaScript (the toggle needs the page running)', () => {
    const view = renderModule(definition, ProgramSlider, definition.examples?.[0]);
    expect(view.links.filter((link) => link.href === '/business-school/compare-programmes/').length).toBe(view.byRole('group').length);
  });

  it('lists only the facts the editor picks, labelled in Spanish, and no comparator without one', () => {
    // The fixtures' programmes are English pages: the source reads every language here.
    const example = definition.examples![1]!;
    const everyLanguage = { ...example, data: { ...example.data, allLanguages: true } };
    const view = renderModule(definition, ProgramSlider, everyLanguage, { page: { locale: 'es', path: '/es/business-school/' } });
    expect(view.byRole('group').length).toBeGreaterThan(0);
    expect([...new Set(view.all('dt').map((term) => term.text))]).toEqual(['Duración', 'Idioma']);
    expect(view.links.some((link) => link.href.includes('compare'))).toBe(false);
  });

  it('refuses a fact a programme does not have', () => {
    expect(definition.schema.safeParse({ ...definition.examples![0]!, facts: ['tuition'] }).success).toBe(false);
  });
});
