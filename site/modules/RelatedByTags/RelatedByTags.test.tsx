import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import RelatedByTags from './RelatedByTags.tsx';

describe('RelatedByTags', () => {
  it('shows the newest items of the chosen kinds that share a tag, each saying which tags it shares', () => {
    const view = renderModule(definition, RelatedByTags, definition.examples?.[0], { page: { path: '/research/' } });
    expect(view.headings).toEqual([
      { level: 2, text: 'More on succession and finance' },
      { level: 3, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 3, text: 'Family Business Barometer 2026' },
      { level: 3, text: 'Socioemotional wealth and dividend policy in Latin American family firms' },
    ]);
    expect(view.all('dl').map((list) => list.text)).toEqual(['Shared topicsSuccession', 'Shared topicsSuccession', 'Shared topicsFinance']);
    expect(view.links.at(-1)).toEqual({ href: '/research/', name: 'All our research' });
  });

  it('leaves out the page it stands on', () => {
    const view = renderModule(definition, RelatedByTags, definition.examples?.[0], { page: { path: '/news/succession-barometer-2026/' } });
    expect(view.headings.map((heading) => heading.text)).not.toContain(
      'Succession barometer 2026: half of family firms have no written plan',
    );
    expect(view.headings).toHaveLength(3);
  });

  it('matches a tag whatever its case, and says the tags in the page’s language', () => {
    const view = renderModule(definition, RelatedByTags, { ...definition.examples![1]!, tags: ['governance'] });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Más sobre gobierno familiar',
      'Family councils that work: lessons from 30 Ibero-American groups',
    ]);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
    const spanish = renderModule(definition, RelatedByTags, definition.examples?.[1], { page: { locale: 'es' } });
    expect(spanish.headings[0]?.text).toBe('Más sobre gobierno familiar');
  });
});
