import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProjectList from './ProjectList.tsx';

describe('ProjectList', () => {
  it('shows the newest projects first, with programme, academic area and year filters and a second page', async () => {
    const view = await renderTemplate(definition, ProjectList, definition.examples?.[0], {
      title: 'Projects',
      path: '/business-school/projects/',
    });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Projects',
      'A family protocol for a winery',
      'Harvest logistics for coffee cooperatives',
    ]);
    expect(view.text).toContain('Showing 1–2 of 3');
    expect(view.all('label').map((label) => label.text)).toEqual(['Programme', 'Academic area', 'Year']);
    expect(view.all('option', () => true).map((option) => option.text)).toEqual(
      expect.arrayContaining(['Executive MBA', 'Master in Finance', 'Master in Management', '2026', '2025']),
    );
  });
});
