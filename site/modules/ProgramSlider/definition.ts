// ProgramSlider: programme cards in the sliders' shared carousel, chosen by a data source at
// build like every distributor (the cards are in the static HTML). Unlike the general card
// slider, each card states the programme's key facts the editor picks (format, duration, place,
// next intake …) and, when the site has a comparator, the button that adds it to the comparison.
import { z } from 'zod';
import { SitePathSchema, type Card } from '../../../content/schema/index.ts';
import { distributorSchema } from '../../define/distributor.ts';
import { defineModule } from '../../define/define.ts';

export const PROGRAM_FACTS = ['programType', 'format', 'duration', 'location', 'language', 'intake'] as const;

const schema = distributorSchema('ProgramSlider').extend({
  /** The facts each card lists, in this order (the programme's own values, in the page's language). */
  facts: z.array(z.enum(PROGRAM_FACTS)).min(1).max(4).default(['format', 'duration', 'location', 'intake']),
  /** The site's comparator page: each card then offers "Add to the comparison". */
  comparator: SitePathSchema.optional(),
});

export type ProgramSliderProps = z.output<typeof schema> & { items: Card[] };

export const definition = defineModule({
  name: 'ProgramSlider',
  family: 'slider',
  description: 'Programme cards from a data source, with key facts and the comparison toggle.',
  schema,
  resolve: (props, context): ProgramSliderProps => ({ ...props, items: context.cards(props.data) }),
  images: (props) => props.items.map((card) => [card.image, 'card'] as const),
  examples: [
    {
      component: 'ProgramSlider',
      title: 'Masters for the next generation',
      data: { mode: 'auto', sources: [{ structuredData: 'ProgramDetail', filters: ['programType:Master'] }], order: 'alpha' },
      comparator: '/business-school/compare-programmes/',
      link: { href: '/business-school/programmes/', text: 'All programmes' },
    },
    {
      component: 'ProgramSlider',
      title: 'Programas para directivos',
      data: {
        mode: 'auto',
        sources: [
          { structuredData: 'ProgramDetail', filters: ['programType:Executive'], globalOperator: 'or' },
          { structuredData: 'ProgramDetailMax', filters: ['programType:Executive'], globalOperator: 'or' },
        ],
        order: 'alpha',
      },
      facts: ['duration', 'language'],
      link: { href: '/es/business-school/programas/', text: 'Todos los programas' },
    },
  ],
});
