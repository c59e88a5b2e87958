import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import SearchResults from './SearchResults.tsx';

describe('SearchResults', () => {
  it('renders a labelled search form with a content-type filter, and a status region for the results', async () => {
    const view = await renderTemplate(definition, SearchResults, definition.examples?.[0], { title: 'Search', path: '/search/' });
    expect(view.headings).toEqual([{ level: 1, text: 'Search' }]);
    expect(view.all('label').map((label) => label.text)).toEqual(['Search the site', 'Type of content']);
    expect(view.all('input').map((input) => [input.attrs.type, input.attrs.name])).toEqual([['search', 'q']]);
    expect(view.all('form')[0]?.attrs).toMatchObject({ action: '/search/', method: 'get' });
    expect(view.all('option').map((option) => option.text)).toEqual([
      'All types',
      'News',
      'Programme',
      'Faculty',
      'Event',
      'Publication',
      'Project',
      'Story',
      'Video and podcast',
      'EPIC award',
      'Page',
    ]);
    expect(view.byRole('status')).toHaveLength(1);
    expect(view.byRole('button').map((button) => button.name)).toEqual(['Search']);
  });

  it('in Spanish labels everything in Spanish', async () => {
    const view = await renderTemplate(definition, SearchResults, definition.examples?.[0], {
      locale: 'es',
      title: 'Buscar',
      path: '/es/buscar/',
    });
    expect(view.all('label').map((label) => label.text)).toEqual(['Buscar en el sitio', 'Tipo de contenido']);
    expect(view.byRole('button').map((button) => button.name)).toEqual(['Buscar']);
  });

  it('with the family scope says that it searches every school, centre and service', async () => {
    const view = await renderTemplate(definition, SearchResults, definition.examples?.[1], {
      locale: 'es',
      title: 'Buscar',
      path: '/es/universidad/buscar/',
    });
    expect(view.all('label').map((label) => label.text)[0]).toBe('Buscar en todas las escuelas, centros y servicios');
  });
});
