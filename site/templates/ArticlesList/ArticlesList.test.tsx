import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ArticlesList from './ArticlesList.tsx';

describe('ArticlesList', () => {
  it('shows articles, blog posts and infographics newest first, each named by its kind', async () => {
    const view = await renderTemplate(definition, ArticlesList, definition.examples?.[0], {
      title: 'Articles',
      path: '/business-school/articles/',
    });
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Articles',
      'A letter to the next generation',
      'Why family firms last longer',
    ]);
    const cards = view.all('li', (attrs) => attrs['data-kind'] !== undefined);
    expect(cards.map((card) => card.attrs['data-kind'])).toEqual(['blog', 'article']);
    expect(cards.map((card) => card.text.slice(0, 7))).toEqual(['BlogSuc', 'Article']);
    expect(view.all('label').map((label) => label.text)).toEqual(['Topic', 'Year']);
    expect(view.text).toContain('Showing 1–2 of 3');
  });

  it('in Spanish names the kinds in Spanish', async () => {
    const view = await renderTemplate(definition, ArticlesList, definition.examples?.[0], {
      locale: 'es',
      title: 'Artículos',
      path: '/es/business-school/articulos/',
    });
    expect(view.all('li', (attrs) => attrs['data-kind'] !== undefined).map((card) => card.text.slice(0, 8))).toEqual([
      'BlogSucc',
      'Artículo',
    ]);
  });
});
