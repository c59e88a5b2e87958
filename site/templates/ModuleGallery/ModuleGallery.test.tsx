import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ModuleGallery from './ModuleGallery.tsx';

describe('ModuleGallery', () => {
  it('the index lists every module with a link to its page, and the icon set by group', async () => {
    const view = await renderTemplate(definition, ModuleGallery, definition.examples?.[0], { path: '/_gallery/', indexed: false });
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '1 Module gallery',
      '2 Modules',
      '2 Icon set',
      '3 arrows (2)',
    ]);
    expect(view.links).toEqual([
      { href: '/_gallery/accordion/', name: 'Accordion' },
      { href: '/_gallery/quote/', name: 'Quote' },
    ]);
    expect(view.text).toContain('2 examples');
    expect(view.all('svg')).toHaveLength(2);
    expect(view.all('code').map((code) => code.text)).toEqual(['arrow-left', 'arrow-right']);
  });

  it("a module's page shows each example in each sub-theme, labelled, with its props", async () => {
    const view = await renderTemplate(definition, ModuleGallery, definition.examples?.[1], { path: '/_gallery/quote/', indexed: false });
    expect(view.headings[0]).toEqual({ level: 1, text: 'Quote' });
    expect(view.links[0]).toEqual({ href: '/_gallery/', name: 'All modules' });
    const regions = view.all('section', (attrs) => attrs['data-gallery-variant'] !== undefined);
    expect(regions.map((region) => region.name)).toEqual(['Example 1 of 1, sub-theme default', 'Example 1 of 1, sub-theme inverse']);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'inverse')).toHaveLength(1);
    expect(view.all('blockquote')).toHaveLength(2);
    expect(view.all('summary')[0]?.text).toBe('Props of example 1 (CMS JSON)');
    expect(view.all('code')[0]?.text).toContain('"component":"Quote"');
  });
});
