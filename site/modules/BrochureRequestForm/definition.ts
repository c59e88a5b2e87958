// BrochureRequestForm: a programme brochure, sent in exchange for a few details (SPEC §3
// "Program": brochure; §5 rules and texts). The site's own form: it posts to the forms endpoint,
// which stores the request with the brochure's title and sends the visitor to the thank-you page,
// which holds the download link (docs/forms.md). The brochure's cover is shown beside the form.
import { z } from 'zod';
import { ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { formModuleSchema } from '../../define/form-module.ts';
import { form } from './form.ts';

export const definition = defineModule({
  name: 'BrochureRequestForm',
  family: 'form',
  description: 'The brochure (cover, title, format) and the form that asks for it; the thank-you page holds the download.',
  form,
  schema: formModuleSchema('BrochureRequestForm', {
    /** The brochure's title, stored with every request. */
    brochure: z.string().min(1).max(200).describe('The brochure requested, as its title'),
    /** What the visitor gets, e.g. 'PDF, 24 pages'. */
    format: z.string().max(60).optional(),
    cover: ImageSchema.optional().describe('The brochure’s cover'),
  }),
  images: (props) => [[props.cover, 'card']],
  strings: {
    en: { 'brochureRequest.submit': 'Get the brochure' },
    es: { 'brochureRequest.submit': 'Recibir el folleto' },
  },
  examples: [
    {
      component: 'BrochureRequestForm',
      title: 'Download the Executive MBA brochure',
      text: 'Curriculum, faculty, calendar and fees of the 2027 intake. The download starts on the next page.',
      brochure: 'Executive MBA 2027 brochure',
      format: 'PDF, 24 pages',
      cover: {
        url: '/media/classroom.jpg',
        width: 1440,
        height: 810,
        alt: 'Executive MBA participants in a case discussion, the brochure’s cover',
      },
      thankYou: '/thank-you/',
    },
    {
      component: 'BrochureRequestForm',
      title: 'Descarga el folleto del Executive MBA',
      brochure: 'Folleto del Executive MBA 2027',
      format: 'PDF, 24 páginas',
      thankYou: '/es/gracias/',
    },
  ],
});

export type BrochureRequestFormProps = z.output<typeof definition.schema>;
