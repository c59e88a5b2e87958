import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { indexableHtml } from '../../../pipeline/search/indexable.ts';
import { cardLayout } from '../../../tests/helpers/distributor-layout.ts';
import { definition } from './definition.ts';
import NewsDistributor from './NewsDistributor.tsx';

describe('NewsDistributor', () => {
  it('shows the newest news as cards, as many as asked, and a link to all news', () => {
    const view = renderModule(definition, NewsDistributor, definition.examples?.[0]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Latest news' },
      { level: 3, text: 'Succession barometer 2026: half of family firms have no written plan' },
      { level: 3, text: 'Family councils that work: lessons from 30 Ibero-American groups' },
    ]);
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'news')).toHaveLength(2);
    expect(view.all('time').map((time) => time.text)).toEqual(['October 28, 2026', 'June 12, 2026']);
    expect(view.images.map((image) => image.preset)).toEqual(['card', 'card']);
    expect(view.links.at(-1)).toEqual({ href: '/news/', name: 'All news' });
  });

  it('in manual mode shows the chosen news in the editor’s order, headed h2 without a title', () => {
    const view = renderModule(definition, NewsDistributor, definition.examples?.[1]);
    expect(view.headings).toEqual([
      { level: 2, text: 'Family offices forum brings 200 families to campus' },
      { level: 2, text: 'Succession barometer 2026: half of family firms have no written plan' },
    ]);
    expect(view.links.map((link) => link.href)).toEqual(['/news/family-offices-forum-2025/', '/news/succession-barometer-2026/']);
  });

  it('keeps its cards out of the site search: a search finds each news item on its own page, not here', () => {
    const view = renderModule(definition, NewsDistributor, definition.examples?.[0]);
    const page = `<!DOCTYPE html><html lang="en"><head><title>Research</title></head><body><main data-pagefind-body="">${view.html}</main></body></html>`;
    const indexed = indexableHtml(page);
    expect(indexed).toContain('Latest news');
    expect(indexed).not.toContain('Succession barometer 2026');
    expect(indexed).not.toContain('Family councils that work');
  });
});

describe('NewsDistributor with preferenceLanguage', () => {
  it('shows on a Spanish page the news that exist only in English, their texts marked as English (WCAG 3.1.2)', () => {
    const data = { mode: 'auto' as const, sources: [{ structuredData: 'NewsDetail' }], quantity: 1 };
    const page = { page: { locale: 'es', path: '/es/' } } as const;
    expect(renderModule(definition, NewsDistributor, { component: 'NewsDistributor', title: 'Noticias', data }, page).html).not.toContain(
      'Succession barometer',
    );
    const view = renderModule(
      definition,
      NewsDistributor,
      { component: 'NewsDistributor', title: 'Noticias', data: { ...data, preferenceLanguage: true } },
      page,
    );
    expect(view.html).toMatch(/<h3[^>]* lang="en"[^>]*><a[^>]* hreflang="en"[^>]*>Succession barometer 2026/i);
    expect(view.html).toMatch(/<p[^>]* lang="en"[^>]*>/);
    // The page's own texts (the section title, the date) stay in the page's language.
    expect(view.html).toMatch(/<h2[^>]*>Noticias<\/h2>/);
    expect(view.html).not.toMatch(/<time[^>]* lang=/);
  });
});

describe('NewsDistributor layouts', () => {
  const grid = cardLayout(renderModule(definition, NewsDistributor, { ...definition.examples![3]!, layout: undefined }));

  it('is a grid by default, so content saved before the layout existed renders as it did, without the carousel', () => {
    expect(grid.layout).toBe('grid');
    expect(definition.parts?.({ ...definition.schema.parse(definition.examples?.[0]), items: [] })).toEqual([]);
  });

  it('as a list shows the same news one a row, newest first', () => {
    const view = renderModule(definition, NewsDistributor, definition.examples?.[2]);
    expect(cardLayout(view)).toEqual({ layout: 'list', slides: [], cards: grid.cards.slice(0, 3) });
    expect(view.all('li', (attrs) => attrs['data-kind'] === 'news')).toHaveLength(3);
  });

  it('as a slider is a carousel named by its heading, each news item a slide "Slide x of n", the link to all news under it', () => {
    const view = renderModule(definition, NewsDistributor, definition.examples?.[3]);
    expect(cardLayout(view)).toEqual({
      layout: 'slider',
      carousel: 'Latest news',
      slides: ['Slide 1 of 3', 'Slide 2 of 3', 'Slide 3 of 3'],
      cards: grid.cards,
    });
    // Each slide is a card of its own (a group may not hold a list item), one link named by its title.
    expect(view.all('article', (attrs) => attrs['data-kind'] === 'news')).toHaveLength(3);
    expect(view.all('li')).toEqual([]);
    expect(view.links.at(-1)).toEqual({ href: '/news/', name: 'All news' });
    // Before the script runs it is a plain row: no buttons that would do nothing.
    expect(view.byRole('button')).toEqual([]);
    // The page that shows it loads the carousel; one with the grid does not.
    expect(definition.parts?.({ ...definition.schema.parse(definition.examples?.[3]), items: [] })).toEqual(['Slider']);
  });

  it('as a slider without a title, on a Spanish page, is named "Noticias" and announces "Diapositiva x de n"', () => {
    const example = {
      component: 'NewsDistributor' as const,
      layout: 'slider' as const,
      data: { mode: 'auto' as const, sources: [{ structuredData: 'NewsDetail' }], quantity: 2, preferenceLanguage: true },
    };
    const layout = cardLayout(renderModule(definition, NewsDistributor, example, { page: { locale: 'es', path: '/es/' } }));
    expect(layout.carousel).toBe('Noticias');
    expect(layout.slides).toEqual(['Diapositiva 1 de 2', 'Diapositiva 2 de 2']);
  });
});
