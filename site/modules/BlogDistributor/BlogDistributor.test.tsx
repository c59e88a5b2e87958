import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import BlogDistributor from './BlogDistributor.tsx';

describe('BlogDistributor', () => {
  it('shows the newest blog posts held by article lists, as blog cards, and a link to all articles', () => {
    const view = renderModule(definition, BlogDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'From the blog' },
      { level: 3, text: 'A letter to the next generation' },
      { level: 3, text: 'Five myths about family offices' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'blog')).toHaveLength(2);
    expect(view.links.at(-1)).toEqual({ href: '/business-school/articles/', name: 'All articles' });
  });
});
