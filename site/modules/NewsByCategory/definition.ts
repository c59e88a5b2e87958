// NewsByCategory: the news of a site grouped under their categories (the news item's category is
// its 'topic' facet), newest first in each group, with links at the top to jump to a category, so
// a visitor finds "Research" or "Appointments" without scrolling past the rest; no JavaScript needed.
// The editor names the categories in the order to show them, or leaves them out for every category
// the selected news have, alphabetically.
import { z } from 'zod';
import { DataSourceSchema, LinkSchema, type Card } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const schema = z.strictObject({
  component: z.literal('NewsByCategory'),
  id: z.string().optional(),
  title: z.string().optional(),
  intro: z.string().optional(),
  data: DataSourceSchema.describe('The news to group; usually auto mode, structuredData NewsDetail'),
  categories: z
    .array(z.string().min(1))
    .default([])
    .describe('The categories to show, in this order, as the news name them; empty: every category, A to Z'),
  perCategory: z.number().int().positive().default(3).describe('How many news items each category shows at most'),
  link: LinkSchema.optional(),
});

export interface NewsCategory {
  name: string;
  items: Card[];
}

export type NewsByCategoryProps = Omit<z.output<typeof schema>, 'data' | 'categories'> & { groups: NewsCategory[] };

/** The categories of the cards, each with its newest `count` cards; named ones in the editor's order. */
export function groupByCategory(cards: readonly Card[], named: readonly string[], count: number, locale: string): NewsCategory[] {
  const categoriesOf = (card: Card) => card.facets?.topic ?? [];
  const names = named.length > 0 ? [...named] : [...new Set(cards.flatMap(categoriesOf))].sort((a, b) => a.localeCompare(b, locale));
  return names
    .map((name) => ({
      name,
      items: cards.filter((card) => categoriesOf(card).some((value) => value.toLowerCase() === name.toLowerCase())).slice(0, count),
    }))
    .filter((group) => group.items.length > 0);
}

export const definition = defineModule({
  name: 'NewsByCategory',
  family: 'distributor',
  description: 'The news selected, grouped under their categories, with links to each group at the top.',
  schema,
  resolve: ({ data, categories, ...props }, context): NewsByCategoryProps => {
    // Every item the source selects, newest first: each group takes its own first few.
    const { quantity: _all, ...source } = data;
    return {
      ...props,
      groups: groupByCategory(context.cards({ ...source, order: 'recent' }), categories, props.perCategory, context.locale),
    };
  },
  images: (props) => props.groups.flatMap((group) => group.items.map((card) => [card.image, 'card'] as const)),
  strings: {
    en: { 'newsByCategory.jump': 'Categories' },
    es: { 'newsByCategory.jump': 'Categorías' },
  },
  examples: [
    {
      component: 'NewsByCategory',
      title: 'News by topic',
      intro: 'The latest from the centre on succession, governance and family offices.',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }] },
      categories: ['Succession', 'Governance', 'Family offices'],
      perCategory: 2,
      link: { href: '/news/', text: 'All news' },
    },
    {
      component: 'NewsByCategory',
      title: 'Noticias por categoría',
      data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }] },
      perCategory: 2,
      link: { href: '/es/noticias/', text: 'Todas las noticias' },
    },
  ],
});
