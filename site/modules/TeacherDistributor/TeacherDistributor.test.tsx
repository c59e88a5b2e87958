import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TeacherDistributor from './TeacherDistributor.tsx';

describe('TeacherDistributor', () => {
  it('shows the faculty by name with portrait, position, area and category', () => {
    const view = renderModule(definition, TeacherDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Meet the faculty' },
      { level: 3, text: 'Chiara Rossi' },
      { level: 3, text: 'Elena Arroyo' },
      { level: 3, text: 'Tomás Villalobos' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'person')[0]?.text).toBe(
      'Professor of EntrepreneurshipChiara RossiAcademic areaEntrepreneurshipFaculty categoryFull professor',
    );
    // A portrait is named by the teacher, and the card is one link to the teacher's page.
    expect(view.images[0]).toEqual(expect.objectContaining({ src: '/media/portrait-3.jpg', alt: 'Chiara Rossi', preset: 'card' }));
    expect(view.links[0]).toEqual({ href: '/business-school/faculty/chiara-rossi/', name: 'Chiara Rossi' });
  });

  it('filtered by area, shows only that area’s teachers, as a list', () => {
    const view = renderModule(definition, TeacherDistributor, definition.examples?.[1]);
    expect(view.headings.map((heading) => heading.text)).toEqual(['Profesorado de Finanzas', 'Tomás Villalobos']);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
  });
});
