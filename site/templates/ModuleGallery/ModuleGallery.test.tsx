import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ModuleGallery from './ModuleGallery.tsx';

describe('ModuleGallery', () => {
  it('the index lists every module by family, with its description and CMS fields, and the icon set by group', async () => {
    const view = await renderTemplate(definition, ModuleGallery, definition.examples?.[0], { path: '/_gallery/', indexed: false });
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '1 Module gallery',
      '2 Modules',
      '3 Tabs and accordions (1)',
      '3 Content (1)',
      '2 Icon set',
      '3 arrows (2)',
    ]);
    expect(view.links).toEqual([
      { href: '/_gallery/accordion/', name: 'Accordion' },
      { href: '/_gallery/quote/', name: 'Quote' },
    ]);
    expect(
      view.all('li', (attrs) => attrs['data-gallery-module'] !== undefined).map((item) => item.text.match(/^\w+ (\d+ examples?)/)?.[1]),
    ).toEqual(['2 examples', '1 example']);
    expect(view.text).toContain('Questions or topics that open one at a time.');
    expect(view.all('summary').map((summary) => summary.text)).toEqual(['CMS fields (3)', 'CMS fields (1)']);
    // A table per module, its field names heading the rows: name, type, required, description.
    const cells = (row: { text: string }) => row.text;
    const rows = view.all('tr').map(cells);
    expect(rows).toContain('items[].titletextyes');
    expect(rows).toContain('quotetextyesThe words quoted');
    // The filter field comes with the running page: the static HTML lists every module, nothing hidden.
    expect(view.all('input')).toHaveLength(0);
    expect(view.html).not.toContain('hidden=""');
    expect(view.all('svg')).toHaveLength(2);
    expect(view.all('code').map((code) => code.text)).toEqual(['title', 'items', 'items[].title', 'quote', 'arrow-left', 'arrow-right']);
  });

  it("a module's page shows each example in each sub-theme, labelled, with its props", async () => {
    const view = await renderTemplate(definition, ModuleGallery, definition.examples?.[1], { path: '/_gallery/quote/', indexed: false });
    expect(view.headings[0]).toEqual({ level: 1, text: 'Quote' });
    expect(view.links[0]).toEqual({ href: '/_gallery/', name: 'All modules' });
    const regions = view.all('section', (attrs) => attrs['data-gallery-variant'] !== undefined);
    expect(regions.map((region) => region.name)).toEqual(['Example 1 of 1, sub-theme default', 'Example 1 of 1, sub-theme inverse']);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'inverse')).toHaveLength(1);
    expect(view.all('blockquote')).toHaveLength(2);
    expect(view.all('summary').map((summary) => summary.text)).toEqual(['CMS fields (1)', 'Props of example 1 (CMS JSON)']);
    expect(view.all('code').some((code) => code.text.includes('"component":"Quote"'))).toBe(true);
    expect(view.all('tr').map((row) => row.text)).toContain('quotetextyes');
  });
});
