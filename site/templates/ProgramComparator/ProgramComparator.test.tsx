import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramComparator from './ProgramComparator.tsx';

describe('ProgramComparator', () => {
  it('without JavaScript compares every programme of the language, field by field', async () => {
    const view = await renderTemplate(definition, ProgramComparator, definition.examples?.[0], {
      path: '/business-school/compare-programmes/',
    });
    expect(view.headings[0]).toEqual({ level: 1, text: 'Compare programmes' });
    expect(view.all('caption').map((caption) => caption.text)).toEqual(['Every programme, side by side']);
    expect(view.all('th', (attrs) => attrs.scope === 'col').map((th) => th.text)).toEqual([
      'Executive MBA',
      'Global Online MBA',
      'Master in Management',
    ]);
    expect(view.all('th', (attrs) => attrs.scope === 'row').map((th) => th.text)).toEqual([
      'Programme type',
      'Format',
      'Location',
      'Duration',
      'Language',
      'Intake',
      'Academic area',
      'Credits',
    ]);
    expect(view.all('tr')[2]?.text).toBe('FormatBlendedOnlineFace to face');
    // Specialisations are not programmes of their own.
    expect(view.text).not.toContain('Specialisation in Family Business');
  });

  it('carries the data it compares in the page, so it needs no server', async () => {
    const template = definition.resolve!(definition.schema.parse(definition.examples?.[0]), {
      locale: 'en',
      page: {} as never,
      cards: () => [{ kind: 'program', id: 'p', key: 'p', title: 'P', url: '/p/', facets: { format: ['Online'] } }],
      templates: () => [],
    });
    expect(template.programs).toEqual([
      expect.objectContaining({ code: 'p', title: 'P', url: '/p/', values: expect.objectContaining({ format: ['Online'], location: [] }) }),
    ]);
  });
});
