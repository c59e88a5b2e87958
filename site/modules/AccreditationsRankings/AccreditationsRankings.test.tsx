import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AccreditationsRankings from './AccreditationsRankings.tsx';

describe('AccreditationsRankings', () => {
  it('shows the accreditations, each badge named by its accreditation, with who grants it and since when', () => {
    const view = renderModule(definition, AccreditationsRankings, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Accredited and ranked' },
      { level: 3, text: 'Accreditations' },
      { level: 3, text: 'Rankings' },
    ]);
    expect(view.images.map((image) => [image.alt, image.preset])).toEqual([
      ['AACSB', 'logo'],
      ['EQUIS', 'logo'],
      ['AMBA', 'logo'],
    ]);
    expect(view.text).toContain('Association to Advance Collegiate Schools of Business · since 2009');
  });

  it('says each ranking position as words to a screen reader, with its publisher, year and source', () => {
    const view = renderModule(definition, AccreditationsRankings, definition.examples?.[0]);
    const rankings = view.all('li').slice(3);
    expect(rankings.map((item) => item.name)).toEqual([
      // (Each part is a paragraph of its own: assistive technology pauses between them.)
      'Number 4Executive MBA ranking in EuropeFinancial Times 2026',
      'Number 12Masters in Finance worldwideFinancial Times 2025',
      'Number 1Family business programmes in SpainEl Economista 2026',
    ]);
    expect(view.links).toEqual([{ href: 'https://rankings.example.com/emba-2026', name: 'Financial Times 2026' }]);
  });

  it('with rankings only, names the part without a heading of its own, in Spanish', () => {
    const view = renderModule(definition, AccreditationsRankings, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Posición en los rankings' }]);
    expect(view.all('section').map((section) => section.attrs['aria-label'])).toEqual(['Rankings']);
    expect(view.all('li')[0]?.name).toBe('Número 7Ranking de Executive MBA en el mundoQS 2026');
  });

  it('refuses a module with neither accreditations nor rankings', () => {
    const result = definition.schema.safeParse({ component: 'AccreditationsRankings', title: 'Empty' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Add at least one accreditation or one ranking');
  });
});
