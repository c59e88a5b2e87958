import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PartnerGrid from './PartnerGrid.tsx';

describe('PartnerGrid', () => {
  it('gives every logo the partner’s name as its alt text, whatever alt the picture came with', () => {
    const view = renderModule(definition, PartnerGrid, definition.examples?.[0]);
    expect(view.images.map((image) => [image.src, image.alt, image.preset])).toEqual([
      ['/media/logo-1.png', 'Grupo Álvarez', 'logo'],
      ['/media/logo-2.png', 'Fundación Rivas', 'logo'],
      ['/media/logo-3.png', 'Regional Family Business Association', 'logo'],
      ['/media/logo-4.png', 'Banca Mirabal', 'logo'],
    ]);
  });

  it('links a partner’s logo to its site, the link named by the partner, and says what it does with us', () => {
    const view = renderModule(definition, PartnerGrid, definition.examples?.[0]);
    expect(view.links).toEqual([
      { href: 'https://grupoalvarez.example.com', name: 'Grupo Álvarez' },
      { href: 'https://fundacionrivas.example.org', name: 'Fundación Rivas' },
      { href: 'https://bancamirabal.example.com', name: 'Banca Mirabal' },
    ]);
    expect(view.byRole('listitem').map((item) => item.name)).toEqual([
      'Grupo Álvarez Founding partner since 2019; hosts the annual results meeting.',
      'Fundación Rivas Funds the Latin American sample.',
      'Regional Family Business Association Brings the survey to its 600 member firms.',
      'Banca Mirabal Sponsors the financing chapter.',
    ]);
  });

  it('renders the Spanish example', () => {
    const view = renderModule(definition, PartnerGrid, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Empresas colaboradoras del Executive MBA' }]);
    expect(view.images.map((image) => image.alt)).toEqual(['Bodegas Ferrer', 'Textiles Ibarra', 'Café Montoya']);
  });
});
