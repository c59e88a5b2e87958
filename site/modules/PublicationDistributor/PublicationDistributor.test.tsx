import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PublicationDistributor from './PublicationDistributor.tsx';

describe('PublicationDistributor', () => {
  it('lists the newest publications with their authors and area, and a download named by its title', () => {
    const view = renderModule(definition, PublicationDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Latest research' },
      { level: 3, text: 'Family Business Barometer 2026' },
      { level: 3, text: 'Socioemotional wealth and dividend policy in Latin American family firms' },
    ]);
    expect(view.text).toContain('Reports and journal articles by the centre’s researchers');
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
    // Each fact is a term and its value, so a screen reader says "Authors: …".
    expect(view.all('dt').map((term) => term.text)).toEqual(['Authors', 'Academic area', 'Authors', 'Academic area']);
    expect(view.all('dd').map((value) => value.text)).toEqual(['Laura Méndez, Carlos Ruiz', 'Succession', 'Carlos Ruiz', 'Finance']);
    // The download names the publication; only the one with a file offers it.
    expect(view.links.filter((link) => link.href.endsWith('.pdf'))).toEqual([
      { href: '/media/barometer-2026.pdf', name: 'Download: Family Business Barometer 2026' },
    ]);
    expect(view.text).toContain('(PDF, 2.4 MB)');
    expect(view.links.at(-1)).toEqual({ href: '/research/reports/', name: 'All reports' });
  });

  it('in Spanish, filtered by area, says its terms in Spanish and shows a grid', () => {
    const view = renderModule(definition, PublicationDistributor, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings.map((heading) => heading.text)).toEqual(['Informes sobre sucesión', 'Barómetro de la Empresa Familiar 2026']);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(0);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Autores', 'Área académica']);
    expect(view.links.find((link) => link.href.endsWith('.pdf'))?.name).toBe('Descargar: Barómetro de la Empresa Familiar 2026');
  });
});
