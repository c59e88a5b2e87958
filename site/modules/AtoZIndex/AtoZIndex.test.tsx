import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { fixtureEntry } from '../../../tests/helpers/type-fixtures.ts';
import { definition } from './definition.ts';
import AtoZIndex from './AtoZIndex.tsx';
import { alphabetOf, letterOf } from './letters.ts';

const spanish = [
  ['master-en-direccion', 'Máster en Dirección de Empresas', 'Máster · Presencial'],
  ['nino-y-familia', 'Ñandú: taller de emprendimiento familiar', 'Taller'],
  ['executive-mba', 'Executive MBA', 'Executive · Semipresencial'],
  ['mba-global', 'MBA Global en línea', 'Online'],
  ['master-finanzas', 'Máster en Finanzas', 'Máster · Presencial'],
].map(([slug = '', title = '', label = '']) => ({
  ...fixtureEntry('ProgramDetail', `/es/business-school/programas/${slug}/`, { kind: 'program', id: `${slug}-es`, title, label }),
  locale: 'es' as const,
  group: slug,
}));

describe('AtoZIndex', () => {
  it('files the programmes under their letters, with every letter in a named navigation, the empty ones not links', () => {
    const view = renderModule(definition, AtoZIndex, definition.examples?.[0]);
    const [nav] = view.byRole('navigation');
    expect(nav?.name).toBe('Programmes from A to Z: Letters');
    expect(view.all('li', () => true).filter((item) => item.text.startsWith('A,'))).toHaveLength(1);
    // 26 letters, each read with what it leads to.
    const letters = view.all('a', (attrs) => (attrs.href ?? '').startsWith('#'));
    expect(letters.map((letter) => letter.text)).toEqual(['E, 1 entry', 'G, 1 entry', 'M, 1 entry', 'S, 1 entry']);
    expect(letters.map((letter) => letter.attrs.href)).toEqual([
      '#programmes-a-z-e',
      '#programmes-a-z-g',
      '#programmes-a-z-m',
      '#programmes-a-z-s',
    ]);
    expect(view.all('span', (attrs) => attrs['data-empty'] !== undefined)).toHaveLength(22);
    expect(view.text).toContain('A, no entries');
    // Each letter link leads to a heading with that id, under the section's title.
    expect(view.headings).toEqual([
      { level: 2, text: 'Programmes from A to Z' },
      { level: 3, text: 'E' },
      { level: 3, text: 'G' },
      { level: 3, text: 'M' },
      { level: 3, text: 'S' },
    ]);
    for (const letter of letters) expect(view.html).toContain(`id="${letter.attrs.href?.slice(1)}"`);
    expect(view.links.filter((link) => !link.href.startsWith('#')).map((link) => link.name)).toEqual([
      'Executive MBA',
      'Global Online MBA',
      'Master in Management',
      'Specialisation in Family Business',
      'Search and compare programmes',
    ]);
  });

  it('in Spanish sorts and files by Spanish rules (Máster under M, Ñ its own letter after N) and can hide empty letters', () => {
    const view = renderModule(definition, AtoZIndex, definition.examples?.[1], { page: { locale: 'es' }, entries: spanish });
    expect(view.byRole('navigation')[0]?.name).toBe('Programas de la A a la Z: Letras');
    expect(view.all('span', (attrs) => attrs['data-empty'] !== undefined)).toHaveLength(0);
    expect(view.headings.slice(1).map((heading) => heading.text)).toEqual(['E', 'M', 'Ñ']);
    expect(view.all('a', (attrs) => (attrs.href ?? '').startsWith('#')).map((letter) => letter.text)).toEqual([
      'E, 1 entrada',
      'M, 3 entradas',
      'Ñ, 1 entrada',
    ]);
    expect(view.links.filter((link) => !link.href.startsWith('#')).map((link) => link.name)).toEqual([
      'Executive MBA',
      'Máster en Dirección de Empresas',
      'Máster en Finanzas',
      'MBA Global en línea',
      'Ñandú: taller de emprendimiento familiar',
      'Buscar y comparar programas',
    ]);
  });

  it('knows the letters of each language', () => {
    expect(letterOf('Écoles d’été', 'en')).toBe('E');
    expect(letterOf('Ñandú', 'es')).toBe('Ñ');
    expect(letterOf('Ñandú', 'en')).toBe('N');
    expect(letterOf('3D design studio', 'en')).toBe('#');
    expect(alphabetOf('es', ['#']).slice(0, 2)).toEqual(['#', 'A']);
    expect(alphabetOf('es', []).slice(13, 16)).toEqual(['N', 'Ñ', 'O']);
    expect(alphabetOf('en', [])).toHaveLength(26);
  });
});
