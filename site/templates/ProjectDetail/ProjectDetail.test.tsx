import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ProjectDetail from './ProjectDetail.tsx';

describe('ProjectDetail', () => {
  it('shows the programme, the author and whether a student or a teacher, the tutor, subject, date and link', async () => {
    const view = await renderTemplate(definition, ProjectDetail, definition.examples?.[0], {
      path: '/business-school/projects/winery-protocol/',
    });
    expect(view.headings[0]).toEqual({ level: 1, text: 'A family protocol for a third-generation winery' });
    expect(view.all('dt').map((term) => term.text)).toEqual(['Programme', 'Author', 'Tutor', 'Subject', 'Date']);
    expect(view.all('dd').map((value) => value.text)).toEqual([
      'Executive MBA',
      'Marta Gil (student)',
      'Laura Méndez',
      'Family business governance',
      'June 30, 2026',
    ]);
    expect(view.links).toContainEqual(
      expect.objectContaining({
        href: 'https://repository.example.org/handle/123',
        name: expect.stringContaining('Read it in the repository'),
      }),
    );
  });
});
