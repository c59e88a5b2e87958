import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProgramDetailMax from './ProgramDetailMax.tsx';

describe('ProgramDetailMax', () => {
  it('adds the reasons why, the study plan, the residential periods and the blog posts to the programme page', async () => {
    const view = await renderTemplate(definition, ProgramDetailMax, definition.examples?.[0], {
      path: '/business-school/programmes/master-in-management/',
    });
    expect(view.headings.filter((heading) => heading.level === 2).map((heading) => heading.text)).toEqual([
      'Key facts',
      'For people who',
      'To become',
      'Why this programme',
      'Study plan',
      'Residential periods',
      'Specialisations',
      'From the blog',
    ]);
    expect(view.text).toContain('Every team spends eight weeks solving a brief from a partner company.');
    expect(view.text).toContain('Corporate strategy');
    expect(view.text).toContain('Immersion week, Segovia: September 14, 2026 – September 18, 2026');
    expect(view.links).toContainEqual({
      href: '/business-school/news/a-term-in-singapore/',
      name: 'A term in Singapore, told by three students',
    });
  });

  it('carries the fees and the Apply and Request-information actions too, in English and in Spanish', async () => {
    const path = '/business-school/programmes/master-in-management/';
    const en = await renderTemplate(definition, ProgramDetailMax, definition.examples?.[0], { path });
    expect(en.text).toContain('Fees€28,500 for the whole programme');
    expect(en.links.map((link) => link.name)).toEqual(
      expect.arrayContaining(['Apply to Master in Management', 'Request information about Master in Management']),
    );
    const es = await renderTemplate(definition, ProgramDetailMax, definition.examples?.[1], { path: `/es${path}`, locale: 'es' });
    expect(es.text).toContain('PrecioConsulte a admisiones');
    expect(es.links.map((link) => link.name)).toEqual(
      expect.arrayContaining([
        'Solicitar admisión en Advanced Management Programme',
        'Solicitar información sobre Advanced Management Programme',
      ]),
    );
  });

  it('leaves out the sections a programme has nothing for', async () => {
    const view = await renderTemplate(definition, ProgramDetailMax, definition.examples?.[1], { path: '/business-school/programmes/amp/' });
    expect(view.headings.map((heading) => heading.text)).toEqual(['Advanced Management Programme', 'Key facts']);
  });
});
