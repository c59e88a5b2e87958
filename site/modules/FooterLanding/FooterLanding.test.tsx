import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import FooterLanding from './FooterLanding.tsx';

describe('FooterLanding', () => {
  it('ends a landing page with one call to action, how to ask, the legal menu and the copyright', () => {
    const view = renderModule(definition, FooterLanding, definition.examples?.[0]);
    expect(view.all('footer')).toHaveLength(1);
    expect(view.headings).toEqual([{ level: 2, text: 'Ready to see the campus?' }]);
    expect(view.links).toEqual([
      { href: '/contact-us/', name: 'Book your place' },
      { href: 'tel:+34915689600', name: '+34 915 689 600' },
      { href: 'mailto:admissions@ibera.edu', name: 'admissions@ibera.edu' },
    ]);
    expect(view.text).toContain('Questions?');
    expect(view.byRole('navigation').map((nav) => nav.name)).toEqual(['Legal']);
    expect(view.text).toContain('© Centre for Business Families');
  });

  it('has no logo or social links: a landing page keeps the visitor on its one action', () => {
    const view = renderModule(definition, FooterLanding, definition.examples?.[0]);
    expect(view.images).toEqual([]);
    expect(view.byRole('navigation')).toHaveLength(1);
  });

  it('in Spanish, with the email only', () => {
    const view = renderModule(definition, FooterLanding, definition.examples?.[1], { page: { locale: 'es', path: '/es/' } });
    expect(view.text).toContain('¿Dudas? admisiones@ibera.edu');
    expect(view.links.map((link) => link.href)).toEqual(['/es/contacto/', 'mailto:admisiones@ibera.edu']);
  });

  it('requires the call to action to have a text', () => {
    const example = { ...definition.examples![0]!, link: { href: '/contact-us/' } };
    expect(definition.schema.safeParse(example).success).toBe(false);
  });
});
