import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import SitemapTemplate from './SitemapTemplate.tsx';

describe('SitemapTemplate', () => {
  it('lists every page of the language, nested below the page that contains it', async () => {
    const view = await renderTemplate(definition, SitemapTemplate, definition.examples?.[0], { path: '/sitemap/' });
    expect(view.headings).toEqual([{ level: 1, text: 'Sitemap' }]);
    expect(view.text).toContain('Every page of the site, by section.');
    expect(view.byRole('navigation')[0]?.name).toBe('Sitemap');
    expect(view.links.map((link) => link.name)).toEqual([
      'Centre for Business Families',
      'About the centre',
      'Our team',
      'News',
      'Succession barometer 2026',
      'Research',
      'Publications',
      'Family Business Barometer 2026',
    ]);
    // Each item holds the pages below it: home the sections, a section its pages.
    expect(view.all('li').map((item) => item.text)).toEqual([
      'Centre for Business FamiliesAbout the centreOur teamNewsSuccession barometer 2026ResearchPublicationsFamily Business Barometer 2026',
      'About the centreOur team',
      'Our team',
      'NewsSuccession barometer 2026',
      'Succession barometer 2026',
      'ResearchPublicationsFamily Business Barometer 2026',
      'PublicationsFamily Business Barometer 2026',
      'Family Business Barometer 2026',
    ]);
    expect(view.links[0]).toEqual({ href: '/', name: 'Centre for Business Families' });
  });
});
