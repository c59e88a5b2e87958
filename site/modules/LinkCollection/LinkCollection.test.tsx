import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import LinkCollection from './LinkCollection.tsx';

describe('LinkCollection', () => {
  it('shows each curated link as a heading that is the link, with what the visitor finds there', () => {
    const view = renderModule(definition, LinkCollection, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Resources for researchers' },
      { level: 3, text: 'Family Business Barometer data' },
      { level: 3, text: 'Research ethics committee' },
      { level: 3, text: 'Family Business Review (opens in a new tab)' },
    ]);
    expect(view.links).toEqual([
      { href: '/research/reports/succession-barometer-2026/', name: 'Family Business Barometer data' },
      { href: '/research/', name: 'Research ethics committee' },
      { href: 'https://journals.example.org/fbr', name: 'Family Business Review (opens in a new tab)' },
    ]);
    // Icons are decoration; a link to another site shows where it goes.
    expect(view.all('svg', (attrs) => attrs['aria-hidden'] === 'true')).toHaveLength(3);
    expect(view.byRole('listitem')[2]?.text).toContain('journals.example.org');
    expect(view.byRole('listitem')[0]?.text).not.toContain('.org');
  });

  it('opens a link in a new tab only when the editor asks, and says so', () => {
    const view = renderModule(definition, LinkCollection, definition.examples?.[0]);
    const anchors = view.all('a');
    expect(anchors.map((anchor) => anchor.attrs.target)).toEqual([undefined, undefined, '_blank']);
  });

  it('renders the Spanish list of links, one a row', () => {
    const view = renderModule(definition, LinkCollection, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings[0]).toEqual({ level: 2, text: 'Enlaces útiles para nuevos alumnos' });
    expect(view.all('li', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(3);
    expect(view.byRole('listitem')[2]?.text).toContain('biblioteca.ibera.edu');
  });
});
