// RecruitForm: a form page (SPEC §2 "Page templates"); its fields are the rules of its
// form.ts, which the receiving endpoint checks too (docs/forms.md).
import type { z } from 'zod';
import { defineTemplate } from '../../define/define.ts';
import { form } from './form.ts';
import { formTemplateSchema } from '../../define/form-template.ts';

const schema = formTemplateSchema('RecruitForm');

export const definition = defineTemplate({
  name: 'RecruitForm',
  schema,
  search: 'page',
  openGraph: 'website',
  form,
  examples: [
    {
      templateType: 'RecruitForm',
      title: "Join the Centre's research team",
      intro: 'Tell us about yourself and the programme you would like to join as a research assistant.',
      thankYou: '/thank-you/',
    },
  ],
});

export type RecruitFormTemplate = z.output<typeof schema>;
