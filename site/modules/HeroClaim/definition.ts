import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { SUB_THEMES } from '../../../themes/site-themes.ts';
import { defineModule, transparentOnDarkSubTheme } from '../../define/define.ts';

export const definition = defineModule({
  name: 'HeroClaim',
  family: 'hero',
  description: 'The page title as a large claim over a picture.',
  schema: z.strictObject({
    component: z.literal('HeroClaim'),
    id: z.string().optional(),
    /** A short line above the title, e.g. the section name. */
    eyebrow: z.string().optional(),
    title: z.string().min(1),
    claim: z.string().min(1),
    link: LinkSchema.optional(),
    subtheme: z.enum(SUB_THEMES).default('inverse'),
  }),
  header: transparentOnDarkSubTheme('inverse'),
  examples: [
    {
      component: 'HeroClaim',
      eyebrow: 'Centre for Business Families',
      title: 'Where business families meet research',
      claim: 'We study family firms so that the next generation inherits a company, not a conflict.',
      link: { href: '/about-the-centre/', text: 'About the centre' },
    },
    {
      component: 'HeroClaim',
      title: 'Publications',
      claim: 'Reports, articles and case studies from the centre’s research lines.',
      subtheme: 'accentLight',
    },
  ],
});

export type HeroClaimProps = z.output<typeof definition.schema>;
