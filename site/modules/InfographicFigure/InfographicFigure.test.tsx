import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import InfographicFigure from './InfographicFigure.tsx';

describe('InfographicFigure', () => {
  it('shows the infographic whole, named by its short alt text, with its source as the caption', () => {
    const view = renderModule(definition, InfographicFigure, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Who will lead the family firm in 2030?' }]);
    expect(view.text).toContain('What 412 family firms in Spain told us');
    expect(view.images).toEqual([
      {
        src: '/media/news-succession-barometer.jpg',
        alt: 'Infographic: succession plans of Spanish family firms, 2026',
        preset: 'modal',
        loading: 'lazy',
      },
    ]);
    expect(view.all('figcaption')[0]?.text).toBe('Source: Family Business Barometer 2026, Centre for Business Families');
  });

  it('gives its whole content as text in a native disclosure, closed until the visitor opens it', () => {
    const view = renderModule(definition, InfographicFigure, definition.examples?.[0]);
    const [details] = view.all('details');
    expect(details?.attrs.open).toBeUndefined();
    expect(view.all('summary').map((summary) => summary.text)).toEqual(['Text description of the infographic']);
    expect(details?.text).toContain('38% have chosen a successor, up from 29% in 2022.');
    expect(view.all('li')).toHaveLength(4);
  });

  it('offers the document to download, the link saying what it is and its format beside it', () => {
    const view = renderModule(definition, InfographicFigure, definition.examples?.[0]);
    expect(view.links).toEqual([
      { href: '/media/cbf-succession-barometer-2026.pdf', name: 'Download: Succession Barometer 2026 infographic' },
    ]);
    expect(view.text).toContain('(PDF, 2 KB)');
  });

  it('speaks Spanish on Spanish pages, and opens the description from the start when asked', () => {
    const view = renderModule(definition, InfographicFigure, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.all('summary')[0]?.text).toBe('Descripción en texto de la infografía');
    expect(view.all('details')[0]?.attrs.open).toBeDefined();
    expect(view.all('figcaption')[0]?.text).toBe('Fuente: Informe Mujeres en la empresa familiar 2025');
    expect(view.links).toEqual([{ href: '/media/cbf-mujeres-en-la-empresa-familiar.pdf', name: 'Descargar: Informe completo' }]);
  });

  it('refuses an infographic without an alt text, naming the field', () => {
    const [example] = definition.examples ?? [];
    const result = definition.schema.safeParse({ ...example, image: { ...example?.image, alt: ' ' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['image.alt']);
  });
});
