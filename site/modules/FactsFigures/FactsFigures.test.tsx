import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import FactsFigures from './FactsFigures.tsx';

describe('FactsFigures', () => {
  it('shows each figure as quoted, with what it measures, its context and its source', () => {
    const view = renderModule(definition, FactsFigures, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Family firms in figures' }]);
    expect(view.byRole('listitem').map((item) => item.text)).toEqual([
      '89% of Spanish companies are family firmsSource: Instituto de la Empresa Familiar, 2025',
      '1 in 2 family firms has no written succession planAmong the 412 firms of our panel in Spain, Mexico and Colombia.Source: Succession Barometer, 2026',
      '67% of private employment in SpainSource: Instituto de la Empresa Familiar, 2025',
      '30% of family firms reach the third generationA figure quoted since the 1980s and confirmed by recent panels.',
    ]);
    // A source is a citation, linked when the editor gave its address.
    expect(view.all('cite').map((cite) => cite.text)).toEqual([
      'Instituto de la Empresa Familiar',
      'Succession Barometer',
      'Instituto de la Empresa Familiar',
    ]);
    expect(view.links).toEqual([
      { href: 'https://iefamiliar.example.com/cifras', name: 'Instituto de la Empresa Familiar' },
      { href: '/research/reports/succession-barometer-2026/', name: 'Succession Barometer' },
    ]);
    expect(view.text).toMatch(/Figures for Spain unless stated\.[^]*fieldwork March–June 2026\.$/);
  });

  it('keeps the figures as written: nothing counts up or reformats them', () => {
    const view = renderModule(definition, FactsFigures, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.text).toContain('3 de cada 4 alumnos del Executive MBA');
    expect(view.text).toContain('95 % de empleo');
    expect(view.text).toContain('Fuente: Encuesta de admisión, 2026');
    expect(view.html).not.toContain('aria-hidden');
  });
});
