import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import SearchBox from './SearchBox.tsx';

describe('SearchBox', () => {
  it('is a search landmark named by its heading, a GET form to the search page with a labelled field', () => {
    const view = renderModule(definition, SearchBox, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Search our research' }]);
    expect(view.text).toContain('Reports, working papers and case studies');
    const [landmark] = view.byRole('search');
    expect(landmark?.name).toBe('Search our research');
    const [form] = view.all('form');
    // Marked as the site's own form: content can never carry one (the hostile-content sweep relies on it).
    expect(form?.attrs).toMatchObject({ method: 'get', action: '/search/', 'data-site-form': '' });
    const [field] = view.all('input', (attrs) => attrs.type === 'search');
    expect(field?.attrs).toMatchObject({ name: 'q', placeholder: 'succession, family protocol, boards…' });
    const [label] = view.all('label');
    expect(label?.attrs.for).toBe(field?.attrs.id);
    expect(label?.text).toBe('Search publications');
  });

  it("narrows the search to one kind of content by the search page's own type name", () => {
    const view = renderModule(definition, SearchBox, definition.examples?.[0]);
    expect(view.all('input', (attrs) => attrs.type === 'hidden')).toEqual([
      expect.objectContaining({ attrs: expect.objectContaining({ name: 'type', value: 'Publication' }) }),
    ]);
  });

  it('submits with a button named "Search" whose icon is hidden from screen readers', () => {
    const view = renderModule(definition, SearchBox, definition.examples?.[0]);
    const [button] = view.byRole('button');
    expect(button?.attrs.type).toBe('submit');
    expect(button?.name).toBe('Search');
    expect(view.all('svg').every((svg) => svg.attrs['aria-hidden'] === 'true')).toBe(true);
  });

  it("speaks Spanish on Spanish pages, the site's label when the editor gives none, and searches everything", () => {
    const view = renderModule(definition, SearchBox, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.headings).toEqual([{ level: 2, text: '¿No encuentras lo que buscas?' }]);
    expect(view.all('form')[0]?.attrs.action).toBe('/es/buscar/');
    expect(view.all('label')[0]?.text).toBe('Buscar en el sitio');
    expect(view.byRole('button')[0]?.name).toBe('Buscar');
    expect(view.all('input', (attrs) => attrs.type === 'hidden')).toEqual([]);
    expect(view.byRole('search')[0]?.name).toBe('¿No encuentras lo que buscas?');
  });
});
