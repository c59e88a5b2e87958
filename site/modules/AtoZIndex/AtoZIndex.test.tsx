import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { fixtureEntry } from '../../../tests/helpers/type-fixtures.ts';
import { definition } from './definition.ts';
import AtoZIndex from './AtoZIndex.tsx';
import { alphabetOf, letterOf } from './letters.ts';

const spanish = [
  ['master-en-direccion', 'Máster en Dirección para Directivos', 'Executive'],
  ['nandu', 'Ñandú: programa online de emprendimiento familiar', 'Programa online'],
  ['executive-mba', 'Executive MBA', 'Executive'],
  ['mba-global', 'MBA Global en línea', 'Programa online'],
  ['master-finanzas', 'Máster en Finanzas para Directivos', 'Executive'],
  ['grado-ade', 'Grado en Administración de Empresas', 'Grado'],
].map(([slug = '', title = '', type = '']) => ({
  ...fixtureEntry('ProgramDetail', `/es/business-school/programas/${slug}/`, {
    kind: 'program',
    id: `${slug}-es`,
    title,
    label: type,
    facets: { programType: [type] },
  }),
  locale: 'es' as const,
  group: slug,
}));

describe('AtoZIndex', () => {
  it('files the programmes under their letters, with every letter in a named navigation, the empty ones not links', () => {
    const view = renderModule(definition, AtoZIndex, definition.examples?.[0]);
    const [nav] = view.byRole('navigation');
    expect(nav?.name).toBe('Executive and online programmes from A to Z: Letters');
    // 26 letters, each read with what it leads to: the Master in Management is neither executive nor online.
    const letters = view.all('a', (attrs) => (attrs.href ?? '').startsWith('#'));
    expect(letters.map((letter) => letter.text)).toEqual(['E, 1 entry', 'G, 1 entry']);
    expect(letters.map((letter) => letter.attrs.href)).toEqual(['#programmes-a-z-e', '#programmes-a-z-g']);
    expect(view.all('span', (attrs) => attrs['data-empty'] !== undefined)).toHaveLength(24);
    expect(view.text).toContain('A, no entries');
    // Each letter link leads to a heading with that id, under the section's title.
    expect(view.headings).toEqual([
      { level: 2, text: 'Executive and online programmes from A to Z' },
      { level: 3, text: 'E' },
      { level: 3, text: 'G' },
    ]);
    for (const letter of letters) expect(view.html).toContain(`id="${letter.attrs.href?.slice(1)}"`);
    expect(view.links.filter((link) => !link.href.startsWith('#')).map((link) => link.name)).toEqual([
      'Executive MBA',
      'Global Online MBA',
      'Search and compare programmes',
    ]);
  });

  it('in Spanish sorts and files by Spanish rules (Máster under M, Ñ its own letter after N) and can hide empty letters', () => {
    const view = renderModule(definition, AtoZIndex, definition.examples?.[1], { page: { locale: 'es' }, entries: spanish });
    expect(view.byRole('navigation')[0]?.name).toBe('Programas para directivos y online de la A a la Z: Letras');
    expect(view.all('span', (attrs) => attrs['data-empty'] !== undefined)).toHaveLength(0);
    expect(view.headings.slice(1).map((heading) => heading.text)).toEqual(['E', 'M', 'Ñ']);
    expect(view.all('a', (attrs) => (attrs.href ?? '').startsWith('#')).map((letter) => letter.text)).toEqual([
      'E, 1 entrada',
      'M, 3 entradas',
      'Ñ, 1 entrada',
    ]);
    expect(view.links.filter((link) => !link.href.startsWith('#')).map((link) => link.name)).toEqual([
      'Executive MBA',
      'Máster en Dirección para Directivos',
      'Máster en Finanzas para Directivos',
      'MBA Global en línea',
      'Ñandú: programa online de emprendimiento familiar',
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
