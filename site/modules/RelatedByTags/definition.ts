// RelatedByTags: "more on these topics" — the items of any kind (news, publications, events …)
// that share a tag with the page: a tag matches an item's topic or academic area, as the items
// name them. The page itself is left out; each card says which of the tags it shares, so a visitor
// sees why it is there. Newest first. For a hand-picked list use RelatedContent instead.
import { z } from 'zod';
import { LinkSchema, type Card, type DataSource } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

/** The facets a tag is looked for in (SPEC §9 "Filter kinds"). */
const TAGGED_FACETS = ['topic', 'academicArea'] as const;

const schema = z.strictObject({
  component: z.literal('RelatedByTags'),
  id: z.string().optional(),
  title: z.string().optional(),
  tags: z.array(z.string().min(1)).min(1).describe('Topics or academic areas, as the items name them, e.g. Succession'),
  kinds: z
    .array(z.string().min(1))
    .min(1)
    .default(['NewsDetail', 'PublicationDetail', 'EventDetail'])
    .describe('What to look among, by the template of its pages (structuredData), e.g. NewsDetail'),
  quantity: z.number().int().positive().default(3).describe('How many items at most'),
  layout: z.enum(['grid', 'list']).default('grid').describe('grid: cards side by side; list: one item a row'),
  link: LinkSchema.optional(),
});

export type RelatedByTagsProps = Omit<z.output<typeof schema>, 'kinds' | 'quantity'> & { items: Card[] };

const sharedTags = (card: Card, tags: readonly string[]) => {
  const own = new Set(TAGGED_FACETS.flatMap((facet) => card.facets?.[facet] ?? []).map((value) => value.toLowerCase()));
  return tags.filter((tag) => own.has(tag.toLowerCase()));
};

export const definition = defineModule({
  name: 'RelatedByTags',
  family: 'distributor',
  description: 'Items of other pages (news, publications, events) that share a tag with the page, each card saying which.',
  schema,
  resolve: ({ kinds, quantity, ...props }, context): RelatedByTagsProps => {
    const filters = props.tags.flatMap((tag) => TAGGED_FACETS.map((facet) => `${facet}:${tag}`));
    const source: DataSource = {
      mode: 'auto',
      sources: kinds.map((structuredData) => ({ structuredData, filters, filterOperator: 'or', globalOperator: 'or' })),
      fixed: [],
      order: 'recent',
      allLanguages: false,
      preferenceLanguage: false,
      relations: 'off',
    };
    const items = context
      .cards(source)
      .filter((card) => card.url !== context.page.path)
      .slice(0, quantity)
      .map((card) => ({ ...card, facts: { ...card.facts, tags: sharedTags(card, props.tags).join(', ') } }));
    return { ...props, items };
  },
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  strings: {
    en: { 'relatedByTags.shared': 'Shared topics' },
    es: { 'relatedByTags.shared': 'Temas en común' },
  },
  examples: [
    {
      component: 'RelatedByTags',
      title: 'More on succession and finance',
      tags: ['Succession', 'Finance'],
      kinds: ['NewsDetail', 'PublicationDetail'],
      quantity: 3,
      link: { href: '/research/', text: 'All our research' },
    },
    {
      component: 'RelatedByTags',
      title: 'Más sobre gobierno familiar',
      tags: ['Gobierno', 'Governance'],
      layout: 'list',
    },
  ],
});
