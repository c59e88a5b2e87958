// HeroProgramMax: the hero of the long programme page (ProgramDetailMax): title, key facts in a row
// and two calls to action (SPEC §2 "Header": the header is transparent over it on a dark sub-
// theme).
import { z } from 'zod';
import { ImageSchema, LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroProgramMax',
  family: 'hero',
  description: "A programme's tall hero, with a large picture and its key facts.",
  schema: z.strictObject({
    component: z.literal('HeroProgramMax'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: ImageSchema.optional(),
    /** Up to four facts shown in a row, e.g. 'Duration' → '13 months'. */
    facts: z
      .array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) }))
      .max(4)
      .default([]),
    primaryLink: LinkSchema.optional(),
    secondaryLink: LinkSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  images: (props) => [[props.image, 'hero']],
  examples: [
    {
      component: 'HeroProgramMax',
      eyebrow: 'Executive',
      title: 'Executive MBA',
      subtitle: 'Keep your job, change your career: weekends in Madrid and three residential weeks abroad.',
      image: { url: '/media/library.jpg', width: 1600, height: 1067, alt: 'Executives studying in the library' },
      facts: [
        { label: 'Duration', value: '15 months' },
        { label: 'Format', value: 'Blended' },
        { label: 'Next intake', value: 'October 2026' },
      ],
      primaryLink: { href: '#apply', text: 'Apply now' },
      secondaryLink: { href: '/media/brochure-emba.pdf', text: 'Download the brochure' },
    },
  ],
});

export type HeroProgramMaxProps = z.output<typeof definition.schema>;
