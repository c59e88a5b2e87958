import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ShareBar from './ShareBar.tsx';

const page = { path: '/education-and-training/next-generation-programme/', title: 'Next Generation Programme' };
const address = 'https://www.ibera.edu/education-and-training/next-generation-programme/';

describe('ShareBar', () => {
  it("shares the page's canonical address as plain links, each named after its network and its new tab", () => {
    const view = renderModule(definition, ShareBar, definition.examples?.[0], { page });
    expect(view.headings).toEqual([{ level: 2, text: 'Share this programme' }]);
    const [group] = view.all('div', (attrs) => attrs.role === 'group');
    expect(group?.name).toBe('Share this programme');
    expect(view.all('ul')).toHaveLength(1);
    expect(view.links.map((link) => link.name)).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (Twitter) (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
      'Share by email',
    ]);
    expect(view.links[2]?.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(address)}`);
    expect(view.links[4]?.href).toBe(
      `mailto:?subject=${encodeURIComponent(definition.examples![0]!.text!)}&body=${encodeURIComponent(address)}`,
    );
    const external = view.all('a', (attrs) => attrs.target === '_blank');
    expect(external).toHaveLength(4);
    expect(external.every((link) => link.attrs.rel === 'noreferrer')).toBe(true);
    expect(view.all('script')).toEqual([]);
  });

  it('without JavaScript there is no copy button (it could not work)', () => {
    expect(renderModule(definition, ShareBar, definition.examples?.[0], { page }).byRole('button')).toEqual([]);
  });

  it('shows only the networks the editor chose, named in Spanish, and the page title when no text is given', () => {
    const spanish = { locale: 'es' as const, path: '/es/guia-del-visitante/', title: 'Guía del visitante' };
    const view = renderModule(definition, ShareBar, { ...definition.examples![1]!, text: undefined, title: undefined }, { page: spanish });
    expect(view.all('div', (attrs) => attrs.role === 'group')[0]?.name).toBe('Compartir');
    expect(view.links.map((link) => link.name)).toEqual([
      'Compartir en LinkedIn (se abre en una pestaña nueva)',
      'Compartir en WhatsApp (se abre en una pestaña nueva)',
      'Compartir por correo electrónico',
    ]);
    expect(view.links[1]?.href).toContain(encodeURIComponent('Guía del visitante https://www.ibera.edu/es/guia-del-visitante/'));
  });

  it('refuses a network the share links do not know', () => {
    expect(definition.schema.safeParse({ component: 'ShareBar', networks: ['myspace'] }).success).toBe(false);
  });
});
