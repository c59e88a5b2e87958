import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import StudyPlan from './StudyPlan.tsx';

describe('StudyPlan', () => {
  it('opens and closes each semester natively, its heading and credits in the summary', () => {
    const view = renderModule(definition, StudyPlan, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Master in Family Business Management: study plan' },
      { level: 3, text: 'Semester 1 (September–January)' },
      { level: 3, text: 'Semester 2 (February–June)' },
    ]);
    const semesters = view.all('details');
    expect(semesters).toHaveLength(2);
    // The first is open as the editor asked; the second starts closed.
    expect(semesters[0]?.attrs.open).toBeDefined();
    expect(semesters[1]?.attrs.open).toBeUndefined();
    expect(view.all('summary').map((summary) => summary.text)).toEqual([
      'Semester 1 (September–January) 21 ECTS',
      'Semester 2 (February–June) 33 ECTS',
    ]);
    expect(view.text).toContain('Total: 54 ECTS');
  });

  it('lists the courses in tables captioned by their semester, each course a row header', () => {
    const view = renderModule(definition, StudyPlan, definition.examples?.[0]);
    expect(view.all('caption').map((caption) => caption.text)).toEqual(['Semester 1 (September–January)', 'Semester 2 (February–June)']);
    expect(
      view
        .all('th', (attrs) => attrs.scope === 'col')
        .map((cell) => cell.text)
        .slice(0, 3),
    ).toEqual(['Course', 'Type', 'ECTS']);
    const rows = view.all('th', (attrs) => attrs.scope === 'row').map((cell) => cell.text);
    expect(rows).toHaveLength(8);
    expect(rows[7]).toBe('Final project A governance or succession plan for a real family firm.');
    expect(
      view
        .all('td')
        .map((cell) => cell.text)
        .slice(0, 2),
    ).toEqual(['Compulsory', '6']);
    expect(view.text).toContain('Internship');
  });

  it('speaks Spanish', () => {
    const view = renderModule(definition, StudyPlan, definition.examples?.[1], { page: { locale: 'es' } });
    expect(
      view
        .all('th', (attrs) => attrs.scope === 'col')
        .map((cell) => cell.text)
        .slice(0, 3),
    ).toEqual(['Asignatura', 'Tipo', 'ECTS']);
    expect(view.text).toContain('Proyecto');
    expect(view.text).toContain('Total: 30 ECTS');
  });
});
