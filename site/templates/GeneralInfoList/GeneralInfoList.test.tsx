import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import GeneralInfoList from './GeneralInfoList.tsx';

describe('GeneralInfoList', () => {
  it('lists the pages below it on one page, without filters when it offers none', async () => {
    const view = await renderTemplate(definition, GeneralInfoList, definition.examples?.[0], {
      title: 'Research lines',
      path: '/research/lines/',
    });
    expect(view.headings).toEqual([
      { level: 1, text: 'Research lines' },
      { level: 2, text: 'Family governance' },
      { level: 2, text: 'Succession and continuity' },
    ]);
    expect(view.text).toContain('The centre’s research is organised in lines, each led by a senior researcher.');
    expect(view.text).toContain('Showing 1–2 of 2');
    expect(view.links.map((link) => link.href)).toEqual([
      '/research/lines/family-governance/',
      '/research/lines/succession-and-continuity/',
    ]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/family-business.jpg', preset: 'card' })]);
    expect(view.byRole('search')).toEqual([]);
    expect(view.byRole('navigation')).toEqual([]);
  });
});
