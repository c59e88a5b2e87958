import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import EpicAwardList from './EpicAwardList.tsx';

describe('EpicAwardList', () => {
  it('shows the newest edition first, winners before nominees, filtered by award category and year', async () => {
    const view = await renderTemplate(definition, EpicAwardList, definition.examples?.[0], {
      title: 'EPIC awards',
      path: '/business-school/epic-awards/',
    });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'EPIC awards',
      'Ceramics that heat homes',
      'Fair wages for coffee pickers',
    ]);
    expect(view.all('label').map((label) => label.text)).toEqual(['Award category', 'Year']);
    expect(view.all('option').map((option) => option.text)).toEqual([
      'All',
      'Family enterprise',
      'Social impact',
      'Student venture',
      'All',
      '2026',
      '2025',
    ]);
  });
});
