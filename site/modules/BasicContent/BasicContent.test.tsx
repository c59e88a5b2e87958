import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import BasicContent from './BasicContent.tsx';

describe('BasicContent', () => {
  it('shows its title and rich text, with new-tab links kept from the opener', () => {
    const view = renderModule(definition, BasicContent, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'About the centre' }]);
    expect(view.text).toContain('studies how family firms grow, govern themselves and pass from one generation to the next.');
    expect(view.all('li').map((item) => item.text)).toEqual([
      'Research on succession, governance and family wealth',
      'Programmes for owners and successors',
      'A forum where families, advisers and scholars meet',
    ]);
    const [link] = view.byRole('link');
    expect(link).toMatchObject({
      name: 'publications',
      attrs: { href: '/research-library/', target: '_blank', rel: 'noreferrer' },
    });
  });
});
