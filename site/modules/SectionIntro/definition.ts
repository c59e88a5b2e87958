// SectionIntro: the heading and lead paragraph that open a section of a page, optionally with a
// link to more (SPEC §2 "Module registry", collections and content).
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'SectionIntro',
  family: 'content',
  description: 'The kicker, heading, lead paragraph and link that open a section; start-aligned or centred.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('SectionIntro'),
    id: z.string().optional(),
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    link: LinkSchema.optional(),
    align: z.enum(['start', 'center']).default('start'),
  }),
  examples: [
    {
      component: 'SectionIntro',
      eyebrow: 'About the centre',
      title: 'Research that families put to work',
      text: 'For eighteen years we have studied how business families govern, pass on and renew their companies, and shared what we learn with the families themselves.',
      link: { href: '/research/', text: 'Explore our research' },
    },
    { component: 'SectionIntro', title: 'Facts and figures', text: 'The centre in numbers, updated every academic year.', align: 'center' },
  ],
});

export type SectionIntroProps = z.output<typeof definition.schema>;
