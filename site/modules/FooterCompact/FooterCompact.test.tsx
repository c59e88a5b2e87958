import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import FooterCompact from './FooterCompact.tsx';

describe('FooterCompact', () => {
  it('shows the home logo, its line, the social links, the legal menu and the copyright', () => {
    const view = renderModule(definition, FooterCompact, definition.examples?.[0]);
    expect(view.all('footer')).toHaveLength(1);
    expect(view.links[0]).toEqual({ href: '/', name: 'Centre for Business Families home' });
    expect(view.text).toContain('Accredited by AACSB and EQUIS');
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Follow us', 'Legal']);
    expect(view.text).toContain('© Centre for Business Families');
    expect(view.headings).toEqual([]);
  });

  it('without social links by default, in Spanish', () => {
    const view = renderModule(definition, FooterCompact, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Legal']);
    expect(view.text).toContain('Centro acreditado por AACSB y EQUIS');
  });
});
