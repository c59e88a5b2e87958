import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import PeopleCollection from './PeopleCollection.tsx';

describe('PeopleCollection', () => {
  it('shows each person by name and role, with email and phone links named for them', () => {
    const view = renderModule(definition, PeopleCollection, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Talk to admissions' },
      { level: 3, text: 'Sophie Laurent' },
      { level: 3, text: 'Daniel Okafor' },
      { level: 3, text: 'Elena Arroyo' },
    ]);
    expect(view.links).toEqual([
      { href: 'mailto:emba.admissions@ibera.edu', name: 'Email Sophie Laurent' },
      { href: 'tel:+34910000123', name: 'Call Sophie Laurent' },
      { href: 'mailto:mfin.admissions@ibera.edu', name: 'Email Daniel Okafor' },
      { href: '/business-school/faculty/elena-arroyo/', name: 'Elena Arroyo' },
    ]);
    expect(view.text).toContain('Admissions adviser, Executive MBA');
  });

  it('shows portraits as avatars that a screen reader skips', () => {
    const view = renderModule(definition, PeopleCollection, definition.examples?.[0]);
    expect(view.images.map((image) => [image.alt, image.preset])).toEqual([
      ['', 'avatar'],
      ['', 'avatar'],
      ['', 'avatar'],
    ]);
  });

  it('names the contact links in Spanish on a Spanish page', () => {
    const view = renderModule(definition, PeopleCollection, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.links).toEqual([
      { href: 'mailto:laura.mendez@ibera.edu', name: 'Escribir a Laura Méndez' },
      { href: 'tel:+34910000456', name: 'Llamar a Pablo Serrano' },
    ]);
  });

  it('refuses a phone field that is not a phone number, naming the field', () => {
    const result = definition.schema.safeParse({ component: 'PeopleCollection', people: [{ name: 'A', role: 'B', phone: 'call us' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['people', 0, 'phone']);
  });
});
