// AwardProposalForm: a form page (SPEC §2 "Page templates"); its fields are the rules of its
// form.ts, which the receiving endpoint checks too (docs/forms.md).
import type { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { form } from './form.ts';
import { formTemplateSchema } from '../../define/form-template.ts';

const schema = formTemplateSchema('AwardProposalForm');

export const definition = defineTemplate({
  name: 'AwardProposalForm',
  schema,
  search: 'page',
  openGraph: 'website',
  form,
  examples: [
    {
      templateType: 'AwardProposalForm',
      title: 'Propose a candidate for the Family Business Award',
      intro: 'Nominate a business family whose story deserves the award.',
      thankYou: '/thank-you/',
    },
  ],
});

export type AwardProposalFormTemplate = z.output<typeof schema>;
