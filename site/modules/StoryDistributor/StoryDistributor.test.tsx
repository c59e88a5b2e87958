import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import StoryDistributor from './StoryDistributor.tsx';

describe('StoryDistributor', () => {
  it('shows the newest stories with the programme, class and nationality of who tells them', () => {
    const view = renderModule(definition, StoryDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Stories from our students' },
      { level: 3, text: 'The MBA gave me the words' },
      { level: 3, text: 'From the family farm to a fintech' },
      { level: 3, text: 'Learning to say no to my uncle' },
    ]);
    expect(view.all('dl')[0]?.text).toBe('Programme studiedExecutive MBAClass of2024NationalitySpanish');
    expect(view.links.map((link) => link.href)).toEqual([
      '/business-school/student-stories/lucia-ferrer/',
      '/business-school/student-stories/mateo-quintero/',
      '/business-school/student-stories/giulia-bianchi/',
      '/business-school/student-stories/',
    ]);
  });

  it('filtered by programme, keeps only that programme’s graduates, as a list', () => {
    const view = renderModule(definition, StoryDistributor, definition.examples?.[1]);
    expect(view.headings.map((heading) => heading.text)).toEqual(['Antiguos alumnos del Executive MBA', 'The MBA gave me the words']);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
  });
});
