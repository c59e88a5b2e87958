import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import GeneralInfoDetail from './GeneralInfoDetail.tsx';

describe('GeneralInfoDetail', () => {
  it('shows the category, title, facts, body and downloads', async () => {
    const view = await renderTemplate(definition, GeneralInfoDetail, definition.examples?.[0], {
      path: '/research/lines/succession-and-continuity/',
    });
    expect(view.text.startsWith('Research line')).toBe(true);
    expect(view.headings).toEqual([
      { level: 1, text: 'Succession and continuity' },
      { level: 2, text: 'At a glance' },
      { level: 2, text: 'Downloads' },
    ]);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Lead researcher', 'Region', 'Since']);
    expect(view.all('dd').map((value) => value.text)).toEqual(['Laura Méndez', 'Spain and Latin America', '2009']);
    expect(view.text).toContain('Fewer than one in three family firms reach the third generation.');
    expect(view.links).toEqual([{ href: '/media/succession-line-summary.pdf', name: 'Research line summary' }]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/family-business.jpg', preset: 'hero' })]);
  });
});
