import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'Landing',
  search: 'page',
  openGraph: 'website',
  schema: z.strictObject({
    templateType: z.literal('Landing'),
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  }),
  examples: [
    {
      templateType: 'Landing',
      heroSection: [
        {
          component: 'HeroImage',
          title: 'Family businesses that last for generations',
          subtitle: 'Research, teaching and dialogue with more than 300 business families since 2008.',
          image: { url: '/media/campus.jpg', width: 1920, height: 1080, alt: 'Students crossing the main courtyard of the campus' },
          link: { href: '/research/', text: 'Explore our research' },
        },
      ],
      mainSection: [
        {
          component: 'NewsDistributor',
          title: 'Latest news',
          data: { mode: 'auto', sources: [{ structuredData: 'NewsDetail' }], quantity: 3 },
          link: { href: '/news/', text: 'All news' },
        },
        {
          component: 'CallToAction',
          title: 'Join the Next Generation Programme',
          primary: { href: '/programmes/next-generation/apply/', text: 'Apply now' },
        },
      ],
    },
  ],
});

export type LandingTemplate = z.output<typeof definition.schema>;
