import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramsList from './ProgramsList.tsx';

describe('ProgramsList', () => {
  it('shows the first page of both kinds of programme page below it, with programme filters and pages', async () => {
    const view = await renderTemplate(definition, ProgramsList, definition.examples?.[0], {
      title: 'Programmes',
      path: '/business-school/programmes/',
    });
    expect(view.headings).toEqual([
      { level: 1, text: 'Programmes' },
      { level: 2, text: 'Executive MBA' },
      { level: 2, text: 'Global Online MBA' },
    ]);
    expect(view.text).toContain('Showing 1–2 of 3');
    // Only filters whose values differ between programmes are offered.
    const filters = view.all('label').map((label) => label.text);
    expect(filters).toEqual(['Programme type', 'Format', 'Location', 'Language', 'Intake', 'Duration']);
    // Without JavaScript each card leads to the comparator.
    expect(view.links.filter((link) => link.href === '/business-school/compare-programmes/')).toHaveLength(2);
  });
});
