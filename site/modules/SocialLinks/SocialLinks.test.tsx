import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import SocialLinks from './SocialLinks.tsx';

describe('SocialLinks', () => {
  it('lists each profile as a link named by network and account, in a navigation landmark named by its heading', () => {
    const view = renderModule(definition, SocialLinks, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Follow the Centre for Business Families' }]);
    expect(view.byRole('navigation')[0]?.name).toBe('Follow the Centre for Business Families');
    expect(view.links.map((link) => link.name)).toEqual([
      'LinkedIn Centre for Business Families',
      'Instagram @iberafamilies',
      'YouTube Ibera Business Families',
      'Podcast The Family Firm podcast',
      'Newsletter The family business letter',
    ]);
    // The glyph is drawn by CSS from the theme's icon tokens, never read aloud.
    expect(view.all('a').map((link) => link.attrs['data-icon'])).toEqual(['linkedin', 'instagram', 'youtube', 'podcast', 'newsletter']);
  });

  it('in the icons layout, each icon-only link is named by its aria-label, in the page’s language', () => {
    const view = renderModule(definition, SocialLinks, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.links).toEqual([
      { href: 'https://www.linkedin.com/school/ibera-business-families/', name: 'LinkedIn: Cátedra de Empresa Familiar' },
      { href: 'https://x.com/iberafamilies', name: 'X: @iberafamilies' },
      { href: 'https://www.instagram.com/iberafamilies/', name: 'Instagram: @iberafamilies' },
    ]);
    expect(view.all('a').every((link) => link.text === '')).toBe(true);
    const untitled = renderModule(
      definition,
      SocialLinks,
      { component: 'SocialLinks', links: [{ network: 'facebook', href: 'https://facebook.com/x' }] },
      { page: { locale: 'es' } },
    );
    expect(untitled.headings).toEqual([{ level: 2, text: 'Síguenos' }]);
    expect(untitled.links[0]?.name).toBe('Facebook');
  });

  it('refuses a network the icon set does not have', () => {
    const result = definition.schema.safeParse({
      component: 'SocialLinks',
      links: [{ network: 'myspace', href: 'https://myspace.com/x' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['links', 0, 'network']);
  });
});
