import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import FooterFull from './FooterFull.tsx';

describe('FooterFull', () => {
  it('shows columns of links, each a navigation named by its heading, with the address as contact links', () => {
    const view = renderModule(definition, FooterFull, definition.examples?.[0]);
    expect(view.all('footer')).toHaveLength(1);
    expect(view.headings).toEqual([
      { level: 2, text: 'Visit us' },
      { level: 2, text: 'Study' },
      { level: 2, text: 'Research' },
      { level: 2, text: 'About us' },
    ]);
    const navigations = view.byRole('navigation').map((nav) => nav.name);
    expect(navigations).toEqual(['Study', 'Research', 'About us', 'Schools and units', 'Follow us', 'Legal']);
    expect(view.all('address')[0]?.text).toContain('Calle de María de Molina 11');
    expect(view.links).toContainEqual({ href: 'tel:+34915689600', name: '+34 915 689 600' });
    expect(view.links).toContainEqual({ href: 'mailto:families@ibera.edu', name: 'families@ibera.edu' });
    expect(view.links).toContainEqual({ href: '/our-team/', name: 'Our team' });
  });

  it("draws the site footer's own parts: the home logo, the units' logos and the copyright", () => {
    const view = renderModule(definition, FooterFull, definition.examples?.[0]);
    expect(view.links[0]).toMatchObject({ href: '/' });
    expect(view.images.map((image) => image.alt)).toEqual(['', 'Ibera Business School', 'Executive Education']);
    expect(view.text).toContain('© Centre for Business Families');
  });

  it('in Spanish, without social links when the editor leaves them out', () => {
    const view = renderModule(definition, FooterFull, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Estudia', 'Quiénes somos', 'Legal']);
    expect(view.text).toContain('España');
  });

  it('refuses a unit that is not a brand of the site family', () => {
    const example = { ...definition.examples![0]!, units: ['school-of-magic'] };
    expect(definition.schema.safeParse(example).success).toBe(false);
  });
});
