import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Checklist from './Checklist.tsx';

describe('Checklist', () => {
  it('lists the items of each group under its heading, each required or optional in words', () => {
    const view = renderModule(definition, Checklist, definition.examples?.[0]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 Documents for your application',
      '3 Academic record',
      '3 About you',
    ]);
    const lists = view.byRole('list');
    expect(lists).toHaveLength(2);
    const items = view.byRole('listitem');
    expect(items).toHaveLength(7);
    // The item's name and its requirement are read together, its note after them.
    expect(view.all('p').map((paragraph) => paragraph.text)).toEqual(
      expect.arrayContaining([
        'Bachelor’s degree certificate Required',
        'Or a letter from your university confirming the expected date of graduation.',
        'GMAT or GRE score report Optional',
      ]),
    );
    expect(view.text).toContain('7 items, 5 of them required');
    expect(view.links).toEqual([{ href: '/business-school/admissions/', name: 'How referees send their letters' }]);
    // Icons are decoration: the words say what they show.
    expect(view.all('svg')).toHaveLength(7);
    expect(view.all('svg').every((icon) => icon.attrs['aria-hidden'] === 'true')).toBe(true);
  });

  it('without group titles, in the page’s language', () => {
    const view = renderModule(definition, Checklist, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings).toEqual([{ level: 2, text: 'Requisitos para la beca Familia Empresaria' }]);
    expect(view.text).toContain('4 elementos, 3 obligatorios');
    const tags = view
      .all('span')
      .map((span) => span.text)
      .filter((text) => text === 'Obligatorio' || text === 'Opcional');
    expect(tags).toEqual(['Obligatorio', 'Obligatorio', 'Obligatorio', 'Opcional']);
  });

  it('gives a list without a title the default heading, and says so when every item is required', () => {
    const view = renderModule(definition, Checklist, {
      component: 'Checklist',
      groups: [{ items: [{ title: 'Passport' }, { title: 'Visa' }] }],
    });
    expect(view.headings).toEqual([{ level: 2, text: 'What you need' }]);
    expect(view.text).toContain('2 items, all required');
  });

  it('refuses a link without its text, naming the item', () => {
    const result = definition.schema.safeParse({
      component: 'Checklist',
      groups: [{ items: [{ title: 'CV' }, { title: 'References', link: { href: '/a/' } }] }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['groups', 0, 'items', 1, 'link', 'text']);
  });
});
