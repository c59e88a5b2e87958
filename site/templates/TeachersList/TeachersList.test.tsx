import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import TeachersList from './TeachersList.tsx';

describe('TeachersList', () => {
  it('shows the teachers below the list alphabetically with their portraits, faculty filters and a second page', async () => {
    const view = await renderTemplate(definition, TeachersList, definition.examples?.[0], {
      title: 'Faculty',
      path: '/business-school/faculty/',
    });
    expect(view.headings.map((heading) => heading.text)).toEqual(['Faculty', 'Chiara Rossi', 'Elena Arroyo']);
    expect(view.text).toContain('Showing 1–2 of 3');
    expect(view.all('label').map((label) => label.text)).toEqual(['Academic area', 'Faculty category', 'Nationality']);
    expect(view.all('select', (attrs) => attrs.name === 'facultyCategory')).toHaveLength(1);
    expect(view.all('option').map((option) => option.text)).toContain('Associate professor');
    expect(view.images.map((image) => image.alt)).toEqual(['Chiara Rossi', 'Elena Arroyo']);
  });
});
