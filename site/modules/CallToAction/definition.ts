// CallToAction: a heading, a line and one or two actions (SPEC §2 "Module registry"). Two
// layouts of one module: `boxed`, a rounded panel inside the content width, and `banner`, a band
// across the whole width of the page that closes a section (the call-to-action banner).
import { z } from 'zod';
import { LinkSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

const ActionSchema = LinkSchema.extend({ text: z.string().min(1) }).refine((link) => Boolean(link.href || link.linkToURL), {
  message: 'Required: href or linkToURL, where the button leads',
  path: ['href'],
});

export const definition = defineModule({
  name: 'CallToAction',
  family: 'content',
  description: 'A heading, a line of text and one or two actions; boxed, or as a band across the page.',
  reveal: true,
  schema: z.strictObject({
    component: z.literal('CallToAction'),
    id: z.string().optional(),
    title: z.string().min(1),
    text: z.string().optional(),
    primary: ActionSchema,
    secondary: ActionSchema.optional(),
    /** `boxed`: a panel inside the content width; `banner`: a band across the whole page, text and actions side by side on wide screens. */
    layout: z.enum(['boxed', 'banner']).default('boxed'),
  }),
  examples: [
    {
      component: 'CallToAction',
      title: 'Join the Next Generation Programme',
      text: 'Applications for the 2027 cohort are open until 15 January.',
      primary: { href: '/family-entrepreneurs-application/', text: 'Apply now' },
      secondary: { href: '/master-family-business-management/', text: 'Read about the programme' },
    },
    {
      component: 'CallToAction',
      title: 'Take part in the 2027 succession barometer',
      primary: { linkToURL: 'https://survey.ibera.edu/barometer-2027', newTab: true, text: 'Answer the survey' },
    },
    {
      component: 'CallToAction',
      layout: 'banner',
      title: '¿Quieres conocer el campus?',
      text: 'Visitas guiadas cada viernes a las 11:00, con un alumno del máster.',
      primary: { href: '/es/contacto/', text: 'Reserva tu visita' },
      secondary: { href: '/es/recorrido-por-el-campus/', text: 'Recorrido virtual' },
    },
  ],
});

export type CallToActionProps = z.output<typeof definition.schema>;
