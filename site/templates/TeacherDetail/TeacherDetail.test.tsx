import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TeacherDetail from './TeacherDetail.tsx';

describe('TeacherDetail', () => {
  it('shows every field of the teacher: position, category, area, nationality, contact, profiles and CV', async () => {
    const view = await renderTemplate(definition, TeacherDetail, definition.examples?.[0], {
      path: '/business-school/faculty/laura-mendez/',
    });
    expect(view.headings).toEqual([
      { level: 1, text: 'Laura Méndez' },
      { level: 2, text: 'Profile' },
      { level: 2, text: 'Downloads' },
    ]);
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'Position',
      'Faculty category',
      'Academic area',
      'Nationality',
      'Contact',
      'Profiles',
    ]);
    expect(view.links).toEqual(
      expect.arrayContaining([
        { href: 'mailto:laura.mendez@ibera.edu', name: 'laura.mendez@ibera.edu' },
        expect.objectContaining({ href: 'https://orcid.org/0000-0002-1825-0097', name: expect.stringContaining('ORCID') }),
        expect.objectContaining({
          href: 'https://www.scopus.com/authid/detail.uri?authorId=57190000001',
          name: expect.stringContaining('Scopus'),
        }),
        expect.objectContaining({ href: 'https://www.linkedin.com/in/laura-mendez-ibera/', name: expect.stringContaining('LinkedIn') }),
        expect.objectContaining({ href: '/media/cv-laura-mendez.pdf', name: expect.stringContaining('Download CV') }),
      ]),
    );
    expect(view.images).toEqual([expect.objectContaining({ src: '/media/portrait-1.jpg', preset: 'profile' })]);
  });

  it('in Spanish labels the profile in Spanish', async () => {
    const view = await renderTemplate(definition, TeacherDetail, definition.examples?.[0], {
      locale: 'es',
      path: '/es/business-school/profesorado/laura-mendez/',
    });
    expect(view.all('dt').map((term) => term.text)).toEqual([
      'Cargo',
      'Categoría docente',
      'Área académica',
      'Nacionalidad',
      'Contacto',
      'Perfiles',
    ]);
  });
});
