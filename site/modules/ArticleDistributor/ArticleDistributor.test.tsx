import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import ArticleDistributor from './ArticleDistributor.tsx';

describe('ArticleDistributor', () => {
  it('shows the newest opinion articles with their author and topic, linking where they are published', () => {
    const view = renderModule(definition, ArticleDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Opinion' },
      { level: 3, text: 'Why family firms last longer' },
      { level: 3, text: 'Stop apologising for low dividends' },
    ]);
    const cards = view.all('li', (attrs) => attrs['data-kind'] === 'article');
    expect(cards[0]?.text).toBe(
      'ArticleStrategy · October 2, 2026Why family firms last longerByElena ArroyoPatient capital and a long view, in numbers.',
    );
    expect(view.links.slice(0, 2).map((link) => link.href)).toEqual([
      'https://review.example.org/family-firms-last',
      'https://review.example.org/low-dividends',
    ]);
  });

  it('filtered by topic, keeps that topic’s articles, as a list', () => {
    const view = renderModule(definition, ArticleDistributor, definition.examples?.[1]);
    expect(view.headings.map((heading) => heading.text)).toEqual([
      'Artículos de opinión sobre finanzas',
      'Stop apologising for low dividends',
    ]);
    expect(view.all('ul', (attrs) => attrs['data-layout'] === 'list')).toHaveLength(1);
  });
});
