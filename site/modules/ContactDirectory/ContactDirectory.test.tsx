import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ContactDirectory from './ContactDirectory.tsx';
import { matches } from './filter.ts';

describe('ContactDirectory', () => {
  it('lists every department under its group, each a heading, its contacts as terms and links', () => {
    const view = renderModule(definition, ContactDirectory, definition.examples?.[0]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 Who to contact',
      '3 Prospective and current students',
      '4 Admissions office',
      '4 Financial aid and scholarships',
      '3 Research and press',
      '4 Press office',
    ]);
    expect(view.links.slice(0, 3)).toEqual([
      { href: '/business-school/admissions/', name: 'More about Admissions office' },
      { href: 'tel:+34915550120', name: '+34 915 550 120' },
      { href: 'mailto:admissions@ibera.edu', name: 'admissions@ibera.edu' },
    ]);
    expect(
      view
        .all('dt')
        .slice(0, 4)
        .map((term) => term.text),
    ).toEqual(['Office', 'Phone', 'Email', 'Hours']);
    expect(view.byRole('listitem')).toHaveLength(3);
  });

  it('without JavaScript shows the whole list: no filter field that could not work, nothing hidden', () => {
    const view = renderModule(definition, ContactDirectory, definition.examples?.[0]);
    expect(view.all('input')).toEqual([]);
    expect(view.byRole('status')).toEqual([]);
    expect(view.html).not.toContain('hidden=""');
  });

  it('without a module title, groups head the section, in the page’s language', () => {
    const view = renderModule(definition, ContactDirectory, { ...definition.examples![1]!, title: undefined }, { page: { locale: 'es' } });
    expect(view.headings.map((heading) => heading.level)).toEqual([2, 3, 3]);
    expect(view.all('dt').map((term) => term.text)).toEqual(['Despacho', 'Teléfono', 'Email', 'Horario', 'Email', 'Horario']);
  });

  it('the filter matches every word typed, in any field, ignoring case and accents', () => {
    const [library, it] = definition.schema.parse(definition.examples?.[1]).groups[0]!.entries;
    expect(matches(library!, 'Biblioteca y recursos', 'PRESTAMO')).toBe(true);
    expect(matches(library!, 'Biblioteca y recursos', 'serrano biblioteca')).toBe(true);
    expect(matches(it!, 'Biblioteca y recursos', 'wifi préstamo')).toBe(false);
    expect(matches(it!, 'Biblioteca y recursos', 'recursos')).toBe(true);
    expect(matches(it!, 'Biblioteca y recursos', '   ')).toBe(true);
  });

  it('refuses a phone number with letters, naming the entry', () => {
    const result = definition.schema.safeParse({
      component: 'ContactDirectory',
      groups: [{ title: 'Students', entries: [{ name: 'Admissions', phone: 'ask reception' }] }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['groups', 0, 'entries', 0, 'phone']);
  });
});
