import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PublicationDetail from './PublicationDetail.tsx';
import { SHARE_NETWORKS } from '../../lib/share-links.ts';
/** The links of the page's content: the share links (tested on their own) left out. */
const contentLinks = (links: Array<{ href: string; name: string }>) =>
  links.filter((link) => !SHARE_NETWORKS.some((network) => link.href.startsWith(network.endpoint)));

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
    const share = view.links.filter((link) => !contentLinks([link]).length);
    expect(share.map((link) => link.name)).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (Twitter) (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
    ]);
    expect(share[0]?.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://www.ibera.edu/research/publications/family-business-barometer-2026/')}`,
    );
    expect(
      share.every((link) =>
        link.href.includes(encodeURIComponent('https://www.ibera.edu/research/publications/family-business-barometer-2026/')),
      ),
    ).toBe(true);
    for (const anchor of view.all('a', (attrs) => 'data-share' in attrs))
      expect(anchor.attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
  });
});
