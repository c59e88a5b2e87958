import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import AdmissionsProcess from './AdmissionsProcess.tsx';

describe('AdmissionsProcess', () => {
  it('is an ordered list of steps with their dates and documents, headings in order', () => {
    const view = renderModule(definition, AdmissionsProcess, definition.examples?.[0]);
    expect(view.headings.map((heading) => `${heading.level} ${heading.text}`)).toEqual([
      '2 How to apply to the Next Generation Programme',
      '3 Send your application',
      '4 Documents',
      '3 Admissions interview',
      '3 Decision',
      '3 Reserve your place',
      '4 Documents',
    ]);
    const [list] = view.all('ol');
    expect(list).toBeDefined();
    // The drawn numbers are hidden: the list itself tells screen readers each step's position.
    expect(view.all('span', (attrs) => attrs['aria-hidden'] === 'true').map((number) => number.text)).toEqual(['1', '2', '3', '4']);
    expect(view.all('time').map((time) => time.attrs.datetime)).toEqual([
      '2026-09-01',
      '2026-12-15',
      '2027-01-11',
      '2027-01-22',
      '2027-01-29',
    ]);
    expect(view.text).toContain('September 1, 2026 to December 15, 2026');
    expect(view.links).toEqual([
      { href: '/media/brochure-emba.pdf', name: 'Letter of support from your family firm' },
      { href: '/contact-us/', name: 'Start your application' },
    ]);
    expect(view.text).toContain('(PDF template)');
  });

  it('speaks Spanish', () => {
    const view = renderModule(definition, AdmissionsProcess, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.headings.map((heading) => heading.text)).toContain('Documentación');
    expect(view.text).toContain('1 de marzo de 2027 al 31 de mayo de 2027');
    expect(view.links).toEqual([]);
  });
});
