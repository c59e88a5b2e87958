// Folder-test helper for the distributors with a `layout` (site/define/distributor.ts): how a
// rendered distributor shows its cards, as a visitor (or a screen reader) meets them.
import type { Rendered } from './render-type.tsx';

export interface CardLayout {
  /** 'slider': a carousel; 'list': one card a row; 'grid': cards side by side. */
  layout: 'grid' | 'list' | 'slider' | 'none';
  /** The carousel's accessible name (slider only). */
  carousel?: string;
  /** Each slide's accessible name, in order ("Slide 1 of 3" …; slider only). */
  slides: string[];
  /** The cards' titles, in reading order. */
  cards: string[];
}

export function cardLayout(view: Rendered): CardLayout {
  const carousels = view.all('section', (attrs) => attrs['aria-roledescription'] === 'carousel');
  const lists = view.all('ul', (attrs) => attrs['data-pagefind-ignore'] === 'all');
  // The cards' titles are h3 under the module's h2 title, h2 without one.
  const cardLevel = view.headings.some((heading) => heading.level === 3) ? 3 : 2;
  const cardTitles = view.headings.filter((heading) => heading.level === cardLevel).map((heading) => heading.text);
  if (carousels.length > 0) {
    return {
      layout: 'slider',
      carousel: carousels[0]?.name ?? '',
      slides: view.all('div', (attrs) => attrs['aria-roledescription'] === 'slide').map((slide) => slide.name),
      cards: cardTitles,
    };
  }
  const [list] = lists;
  if (!list) return { layout: 'none', slides: [], cards: [] };
  return { layout: list.attrs['data-layout'] === 'list' ? 'list' : 'grid', slides: [], cards: cardTitles };
}
