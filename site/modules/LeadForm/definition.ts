// LeadForm: the prospective-student form of the marketing provider (SPEC §3 "Lead form", §4,
// §7, §8), placed by editors in a programme page's lead-form section. The provider draws the
// fields; the module names the provider's form, the thank-you page and the hidden values of
// the programme, written on the form element as the data attributes of SPEC §3.
import { z } from 'zod';
import { SitePathSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const hiddenValue = z.string().regex(/^[\w .,:;/-]{1,100}$/, { message: 'Must be up to 100 letters, digits, spaces or . , : ; / - _' });

export const definition = defineModule({
  name: 'LeadForm',
  family: 'form',
  description: "The marketing provider's lead form of a programme, loaded after consent.",
  schema: z.strictObject({
    component: z.literal('LeadForm'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    /** The provider's form id (a number in the provider's account). */
    formId: z.string().regex(/^\d{1,10}$/, { message: "Must be the provider's numeric form id, e.g. 1234" }),
    /** Where visitors land after submitting; the chosen country and province are added to its query (SPEC §7). */
    thankYou: SitePathSchema,
    pathwayId: hiddenValue.optional(),
    programId: hiddenValue.optional(),
    track: hiddenValue.optional(),
    typeofDualMastersdegrees: hiddenValue.optional(),
    mktoSummerSpecialization: hiddenValue.optional(),
  }),
  strings: {
    en: {
      'leadForm.consent':
        'This form comes from our marketing partner and needs marketing cookies. Allow them in the cookie settings to see it.',
      'leadForm.settings': 'Cookie settings',
      'leadForm.label': 'Information request form',
    },
    es: {
      'leadForm.consent':
        'Este formulario lo ofrece nuestro socio de marketing y necesita cookies de marketing. Permítelas en la configuración de cookies para verlo.',
      'leadForm.settings': 'Configuración de cookies',
      'leadForm.label': 'Formulario de solicitud de información',
    },
  },
  examples: [
    {
      component: 'LeadForm',
      title: 'Request information',
      text: 'Leave your details and the programme team will call you within two working days.',
      formId: '1234',
      thankYou: '/thank-you/',
      pathwayId: 'PW-EXEC',
      programId: 'NGP-2027',
      track: 'weekend',
    },
  ],
});

export type LeadFormProps = z.output<typeof definition.schema>;
