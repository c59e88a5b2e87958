// Steps: a numbered process (how to apply, how a programme runs), SPEC §2 "Module registry".
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Steps',
  family: 'collection',
  description: 'A numbered process (an ordered list, numbers drawn from its order), optional icon and link per step.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('Steps'),
    id: z.string().optional(),
    title: z.string().optional(),
    intro: z.string().optional(),
    steps: z
      .array(
        z.strictObject({
          title: z.string().min(1),
          text: z.string().min(1),
          /** A name from the icon set (SPEC §9 "Icons"); an unknown one warns and shows the number alone. */
          icon: z.string().optional(),
          link: LinkSchema.optional(),
        }),
      )
      .min(1),
  }),
  examples: [
    {
      component: 'Steps',
      title: 'How to join the research panel',
      intro: 'Four steps, about three weeks from first contact to your first survey.',
      steps: [
        {
          title: 'Tell us about your family firm',
          text: 'A short form: sector, size and generation in charge.',
          icon: 'document',
          link: { href: '/contact-us/', text: 'Open the form' },
        },
        { title: 'Meet a researcher', text: 'A 30-minute call to agree what you share and how it is protected.', icon: 'users' },
        {
          title: 'Sign the agreement',
          text: 'One page: confidentiality, anonymity and your right to leave at any time.',
          icon: 'check-circle',
        },
        { title: 'Answer the first survey', text: 'Once a year, about 40 minutes, online.', icon: 'chart-bar' },
      ],
    },
    {
      component: 'Steps',
      steps: [
        { title: 'Choose a programme', text: 'Compare dates, formats and fees.' },
        { title: 'Apply online', text: 'We answer within ten working days.' },
      ],
    },
  ],
});

export type StepsProps = z.output<typeof definition.schema>;
