import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import StoryDetail from './StoryDetail.tsx';

describe('StoryDetail', () => {
  it('tells whose story it is, the programme studied and about them', async () => {
    const view = await renderTemplate(definition, StoryDetail, definition.examples?.[0], {
      path: '/business-school/student-stories/lucia-ferrer/',
    });
    expect(view.headings[0]?.text).toBe('“The MBA gave me the words to talk to my father about the company”');
    expect(view.text).toContain('Lucía Ferrer');
    expect(view.text).toContain('Third generation of a ceramics firm in Castellón');
    expect(view.all('dt').map((term) => term.text)).toEqual(['Programme studied', 'Class of', 'Nationality']);
    expect(view.all('dd').map((value) => value.text)).toEqual(['Executive MBA', '2024', 'Spanish']);
    expect(view.images).toEqual([expect.objectContaining({ alt: 'Lucía Ferrer smiling in her office', preset: 'hero' })]);
  });
});
