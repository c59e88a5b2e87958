// Several short quotes (from a report, the press, a speech) shown one at a time, large.
import { z } from 'zod';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'QuoteSlider',
  family: 'slider',
  description: 'Short quotes with their authors.',
  schema: z.strictObject({
    component: z.literal('QuoteSlider'),
    id: z.string().optional(),
    /** Names the carousel for screen readers; shown as a heading when `showTitle`. */
    title: z.string().min(1),
    showTitle: z.boolean().default(true),
    quotes: z.array(z.strictObject({ quote: z.string().min(1), author: z.string().min(1), role: z.string().optional() })).min(1),
  }),
  examples: [
    {
      component: 'QuoteSlider',
      title: 'In their words',
      quotes: [
        {
          quote: 'A family business is a conversation that lasts longer than any of the people in it.',
          author: 'Elena Sáez',
          role: 'Director of the Centre for Business Families',
        },
        { quote: 'Governance is what lets a family disagree without breaking.', author: 'Javier Ortega', role: 'Professor of Strategy' },
        { quote: 'The best successions start twenty years before anyone says the word.', author: 'Lucía Campos', role: 'Research Fellow' },
      ],
    },
    {
      component: 'QuoteSlider',
      title: 'Press',
      showTitle: false,
      quotes: [{ quote: 'The most complete survey of Spanish family firms to date.', author: 'Expansión' }],
    },
  ],
});

export type QuoteSliderProps = z.output<typeof definition.schema>;
