import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import HeroClaim from './HeroClaim.tsx';

describe('HeroClaim', () => {
  it('shows the eyebrow, the page title, the claim and its link', () => {
    const view = renderModule(definition, HeroClaim, definition.examples?.[0]);
    expect(view.text.startsWith('Centre for Business Families')).toBe(true);
    expect(view.headings).toEqual([{ level: 1, text: 'Where business families meet research' }]);
    expect(view.text).toContain('We study family firms so that the next generation inherits a company, not a conflict.');
    expect(view.links).toEqual([{ href: '/about-the-centre/', name: 'About the centre' }]);
    expect(view.images).toEqual([]);
  });

  it('without a link shows only the text, in its sub-theme', () => {
    const view = renderModule(definition, HeroClaim, definition.examples?.[1]);
    expect(view.headings).toEqual([{ level: 1, text: 'Publications' }]);
    expect(view.links).toEqual([]);
    expect(view.all('div', (attrs) => attrs['data-subtheme'] === 'accentLight')).toHaveLength(1);
  });

  it('asks for the transparent header only on a dark sub-theme, and keeps its text below that header', async () => {
    const header = definition.header;
    expect(typeof header).toBe('function');
    if (typeof header !== 'function') return;
    const parse = (subtheme?: string) => definition.schema.parse({ component: 'HeroClaim', title: 'T', claim: 'C', subtheme });
    expect(header(parse())).toBe('transparent');
    expect(header(parse('accent'))).toBe('transparent');
    expect(header(parse('accentLight'))).toBeUndefined();
    expect(header(parse('default'))).toBeUndefined();
    // The header floats over the hero: the hero's text starts below it (--header-offset is its height there, 0 elsewhere).
    const css = await readFile(new URL('./HeroClaim.module.css', import.meta.url), 'utf8');
    expect(css).toMatch(/\.content \{[^}]*padding-block: calc\(var\(--header-offset\) \+ var\(--space-7\)\)/);
  });
});
