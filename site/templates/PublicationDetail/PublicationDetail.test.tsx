import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PublicationDetail from './PublicationDetail.tsx';
import { contentLinks, expectShareLinks } from '../../../tests/helpers/share-links.ts';

describe('PublicationDetail', () => {
  it('shows the publication, its facts, how to cite it and its files', async () => {
    const view = await renderTemplate(definition, PublicationDetail, definition.examples?.[0], {
      path: '/research/publications/family-business-barometer-2026/',
    });
    expect(view.headings).toEqual([
      { level: 1, text: 'Family Business Barometer 2026' },
      { level: 2, text: 'About this publication' },
      { level: 2, text: 'Downloads' },
    ]);
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'Type',
      'Date',
      'Authors',
      'Organisation',
      'ISBN',
      'Academic areas',
      'How to cite',
    ]);
    expect(view.all('dd').map((value) => value.text)).toEqual([
      'Report',
      'September 15, 2026',
      'Laura Méndez, Carlos Ruiz',
      'Centre for Business Families',
      '978-84-09-12345-6',
      'Succession, Governance',
      'Méndez, L. and Ruiz, C. (2026). Family Business Barometer 2026. Centre for Business Families.',
    ]);
    expect(contentLinks(view.links)).toEqual([{ href: '/media/barometer-2026.pdf', name: 'Full report' }]);
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/research.jpg', preset: 'hero' })]);
  });

  it('offers the page to four networks with its canonical address, in new tabs without referrer', async () => {
    const view = await renderTemplate(definition, PublicationDetail, definition.examples?.[0], {
      path: '/research/publications/family-business-barometer-2026/',
    });
    expectShareLinks(view, 'https://www.ibera.edu/research/publications/family-business-barometer-2026/');
  });
});
