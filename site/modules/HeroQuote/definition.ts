// A hero whose message is a quote, beside a portrait (SPEC §9 lists it among the heroes). Unlike
// the other heroes the header stays solid over it (SPEC §2 "Header"), so no `header` here.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroQuote',
  family: 'hero',
  description: 'The page title, a large quote and a portrait.',
  schema: z.strictObject({
    component: z.literal('HeroQuote'),
    id: z.string().optional(),
    /** The page's title (h1), above the quote. */
    title: z.string().min(1),
    quote: z.string().min(1),
    author: z.string().min(1),
    role: z.string().optional(),
    image: ImageSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('accentLight'),
  }),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroQuote',
      title: 'Why family businesses',
      quote: 'We do not inherit the company from our parents; we borrow it from our children.',
      author: 'Elena Sáez',
      role: 'Director of the Centre for Business Families',
      image: { url: '/media/portrait-1.jpg', width: 800, height: 1000, alt: 'Elena Sáez in the library' },
    },
    {
      component: 'HeroQuote',
      title: 'Our mission',
      quote: 'Helping business families last, and last well.',
      author: 'The Centre for Business Families',
      subtheme: 'inverse',
    },
  ],
});

export type HeroQuoteProps = z.output<typeof definition.schema>;
