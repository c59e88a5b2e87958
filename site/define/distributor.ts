// The shape every distributor module shares (SPEC §2 "distributors for news, events, blog,
// programs and people"): a list data source resolved at build into `items`, so visitors never
// wait for a list call and the cards are in the static HTML. Pipeline-only (zod).
import { z } from 'zod';
import { DataSourceSchema, LinkSchema, type Card } from '../../content/schema/index.ts';
import type { ImagePreset } from '../lib/image-presets.ts';
import type { PartName } from '../lib/part-names.ts';
import { defineModule, type ModuleDefinition, type ModuleFamily, type Strings } from './define.ts';

export const distributorSchema = <N extends string>(name: N) =>
  z.strictObject({
    component: z.literal(name),
    id: z.string().optional(),
    title: z.string().optional(),
    data: DataSourceSchema,
    link: LinkSchema.optional(),
  });

export type DistributorData<N extends string> = z.output<ReturnType<typeof distributorSchema<N>>> & { items: Card[] };

export interface DistributorOptions<N extends string> {
  /** What an editor gets from it, in a sentence (the module gallery shows it). */
  description?: string;
  /** Its family in the gallery: a slider or a collection of cards is a distributor underneath. */
  family: ModuleFamily;
  /** The SPEC §9 preset its cards show their images with (default 'card'). */
  preset?: ImagePreset;
  examples?: Array<z.input<ReturnType<typeof distributorSchema<N>>>>;
}

/** A distributor named `name` whose cards show their images with `preset` (SPEC §9). */
export function defineDistributor<const N extends string>(
  name: N,
  { preset = 'card', description, family, examples }: DistributorOptions<N>,
): ModuleDefinition<N, ReturnType<typeof distributorSchema<N>>, DistributorData<N>> {
  return defineModule({
    name,
    description,
    family,
    schema: distributorSchema(name),
    resolve: (props, context) => ({ ...props, items: context.cards(props.data) }),
    images: (props) => props.items.map((card) => [card.image, preset] as const),
    examples,
  });
}

/**
 * The distributors of one kind of item with facts of their own under each title (publications,
 * projects, scholarships …): the shared fields plus an intro and the `layout` editors choose,
 * a grid of cards or a list read top to bottom.
 */
export const listDistributorSchema = <N extends string>(name: N) =>
  distributorSchema(name).extend({
    intro: z.string().optional().describe('A sentence under the title saying what the list shows'),
    layout: z
      .enum(['grid', 'list'])
      .default('grid')
      .describe('grid: cards side by side; list: one item a row, the picture beside the text'),
  });

export type ListDistributorData<N extends string> = z.output<ReturnType<typeof listDistributorSchema<N>>> & { items: Card[] };

export interface ListDistributorOptions<N extends string> {
  /** What an editor gets from it, in a sentence (the module gallery shows it). */
  description?: string;
  /** Its family in the gallery. */
  family: ModuleFamily;
  /** The SPEC §9 preset its cards show their images with (default 'card'). */
  preset?: ImagePreset;
  strings?: Strings;
  examples?: Array<z.input<ReturnType<typeof listDistributorSchema<N>>>>;
}

/** A distributor with an intro and a grid or list layout (listDistributorSchema). */
export function defineListDistributor<const N extends string>(
  name: N,
  { preset = 'card', description, family, strings, examples }: ListDistributorOptions<N>,
): ModuleDefinition<N, ReturnType<typeof listDistributorSchema<N>>, ListDistributorData<N>> {
  return defineModule({
    name,
    description,
    family,
    schema: listDistributorSchema(name),
    resolve: (props, context) => ({ ...props, items: context.cards(props.data) }),
    images: (props) => props.items.map((card) => [card.image, preset] as const),
    strings,
    examples,
  });
}

/**
 * The layouts the CMS offers for the distributors of SPEC §2 (news, events, blog, programmes,
 * people) and related content: the grid they always had (the default, so content without the
 * field renders as before), a list read top to bottom, or the shared carousel.
 */
export const DistributorLayoutSchema = z
  .enum(['grid', 'list', 'slider'])
  .default('grid')
  .describe('grid: cards side by side; list: one item a row, the picture beside the text; slider: a carousel of cards, several at a time');

export type DistributorLayout = z.output<typeof DistributorLayoutSchema>;

/** The shared distributor fields and the `layout` an editor chooses (grid, list or slider). */
export const layoutDistributorSchema = <N extends string>(name: N) => distributorSchema(name).extend({ layout: DistributorLayoutSchema });

export type LayoutDistributorData<N extends string> = z.output<ReturnType<typeof layoutDistributorSchema<N>>> & { items: Card[] };

/** The carousel is loaded only for a distributor shown as a slider (site/lib/parts.ts). */
export const layoutParts = ({ layout }: { layout?: DistributorLayout | undefined }): readonly PartName[] =>
  layout === 'slider' ? ['Slider'] : [];

export interface LayoutDistributorOptions<N extends string> {
  /** What an editor gets from it, in a sentence (the module gallery shows it). */
  description?: string;
  /** Its family in the gallery. */
  family: ModuleFamily;
  /** The SPEC §9 preset its cards show their images with (default 'card'). */
  preset?: ImagePreset;
  /** Its UI strings: at least what names its carousel when it has no title. */
  strings?: Strings;
  examples?: Array<z.input<ReturnType<typeof layoutDistributorSchema<N>>>>;
}

/** A distributor shown as a grid, a list or a carousel of cards (layoutDistributorSchema). */
export function defineLayoutDistributor<const N extends string>(
  name: N,
  { preset = 'card', description, family, strings, examples }: LayoutDistributorOptions<N>,
): ModuleDefinition<N, ReturnType<typeof layoutDistributorSchema<N>>, LayoutDistributorData<N>> {
  return defineModule({
    name,
    description,
    family,
    schema: layoutDistributorSchema(name),
    resolve: (props, context) => ({ ...props, items: context.cards(props.data) }),
    images: (props) => props.items.map((card) => [card.image, preset] as const),
    parts: layoutParts,
    strings,
    examples,
  });
}
