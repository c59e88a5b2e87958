import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import RelatedContent from './RelatedContent.tsx';

describe('RelatedContent', () => {
  it('shows the picked items under its title, in the editor’s order, with their card images', () => {
    const view = renderModule(definition, RelatedContent, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Related' },
      { level: 3, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 3, text: 'Family offices forum brings 200 families to campus' },
    ]);
    expect(view.links.map((link) => link.href)).toEqual(['/news/succession-barometer-2026/', '/news/family-offices-forum-2025/']);
  });
});
