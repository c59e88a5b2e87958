// Media items (articles, blog posts, infographics, podcast episodes) held by the ArticlesList and
// AudiovisualList pages: how each becomes a card of its SPEC §3 card kind and an entity that
// distributors select (BlogDistributor lists the 'BlogPost' ones). Pipeline-only.
import type { Card, MediaItem, Page } from '../../content/schema/index.ts';
import type { EntityCard } from './define.ts';
import { yearOf } from './list-template.ts';

/** The structuredData name a data source selects each kind by, e.g. { structuredData: 'BlogPost' }. */
export const MEDIA_ENTITY = { article: 'Article', blog: 'BlogPost', infographic: 'Infographic', podcast: 'PodcastEpisode' } as const;

export function mediaCard(page: Pick<Page, 'locale'>, item: MediaItem): Card {
  const image = item.image ?? item.thumbnail;
  return {
    kind: item.kind,
    id: `${item.id}-${page.locale}`,
    title: item.title,
    url: item.href,
    date: item.date,
    ...(item.summary ? { summary: item.summary } : {}),
    ...(item.topic ? { label: item.topic } : {}),
    ...(image ? { image } : {}),
    ...(item.author ? { people: [item.author] } : {}),
    // An infographic's text version travels with its card, so every list can offer it.
    ...(item.description ? { facts: { textAlternative: item.description } } : {}),
    facets: {
      year: yearOf(item.date),
      topic: item.topic ? [item.topic] : [],
      podcastType: item.podcastType ? [item.podcastType] : [],
      kind: [item.kind],
    },
  };
}

export function mediaEntities(page: Page, items: readonly MediaItem[]): EntityCard[] {
  return items.map((item) => ({ structuredData: MEDIA_ENTITY[item.kind], group: item.id, card: mediaCard(page, item) }));
}

/** Newest first; items without a parseable date last, in their given order. */
export function newestFirst(cards: Card[]): Card[] {
  const time = (card: Card) => {
    const value = card.date ? Date.parse(card.date) : Number.NaN;
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => time(b.card) - time(a.card) || a.index - b.index)
    .map(({ card }) => card);
}
