import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import StoriesList from './StoriesList.tsx';

describe('StoriesList', () => {
  it('shows the newest stories first, filtered by programme, study type, nationality and year', async () => {
    const view = await renderTemplate(definition, StoriesList, definition.examples?.[0], {
      title: 'Student stories',
      path: '/business-school/student-stories/',
    });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Student stories',
      'The MBA gave me the words',
      'From the family farm to a fintech',
    ]);
    expect(view.all('label').map((label) => label.text)).toEqual(['Programme', 'Study type', 'Nationality', 'Year']);
    expect(view.all('option').map((option) => option.text)).toEqual(
      expect.arrayContaining(['Colombian', 'Italian', 'Spanish', 'Executive', 'Master']),
    );
  });
});
