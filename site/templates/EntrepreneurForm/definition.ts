// EntrepreneurForm: a form page (SPEC §2 "Page templates"); its fields are the rules of its
// form.ts, which the receiving endpoint checks too (docs/forms.md).
import type { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { form } from './form.ts';
import { formTemplateSchema } from '../../define/form-template.ts';

const schema = formTemplateSchema('EntrepreneurForm');

export const definition = defineTemplate({
  name: 'EntrepreneurForm',
  schema,
  search: 'page',
  openGraph: 'website',
  form,
  examples: [
    {
      templateType: 'EntrepreneurForm',
      title: 'Apply to the family entrepreneurs programme',
      intro: 'Present your family venture: the jury reads every application.',
      thankYou: '/thank-you/',
    },
  ],
});

export type EntrepreneurFormTemplate = z.output<typeof schema>;
