import { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { ModuleListSchema } from '../../define/module-list.ts';

export const definition = defineTemplate({
  name: 'BasicTemplate',
  search: 'page',
  openGraph: 'website',
  schema: z.strictObject({
    templateType: z.literal('BasicTemplate'),
    heroSection: ModuleListSchema.default([]),
    mainSection: ModuleListSchema.default([]),
  }),
  examples: [
    {
      templateType: 'BasicTemplate',
      heroSection: [
        {
          component: 'HeroClaim',
          eyebrow: 'About the centre',
          title: 'Eighteen years with business families',
          claim: 'An independent research centre of the university, funded by the families it studies.',
        },
      ],
      mainSection: [
        {
          component: 'BasicContent',
          title: 'Our mission',
          html: '<p>We help business families stay in business, and stay families, through research they can use.</p>',
        },
        {
          component: 'Accordion',
          title: 'How we are funded',
          items: [
            { title: 'Partner families', html: '<p>Thirty families contribute to a research fund with no say over results.</p>' },
            { title: 'Public grants', html: '<p>National and European research programmes fund our panels.</p>' },
          ],
        },
      ],
    },
    {
      templateType: 'BasicTemplate',
      mainSection: [
        {
          component: 'BasicContent',
          html: '<p>This site uses only the cookies it needs to work. We do not track visitors across sites.</p>',
        },
      ],
    },
  ],
});

export type BasicTemplateTemplate = z.output<typeof definition.schema>;
