// InfographicFigure: one infographic (a report's key figures drawn as a chart or a map) with what a
// picture alone cannot give every visitor: a short alt text naming it, the whole of its content
// as text in a disclosure under it (WCAG 1.1.1: a long description for a complex image), its
// source, and the document to download. The disclosure is a native <details>, so it works
// without JavaScript; the document is a /media/ file the build publishes (docs/modules.md).
import { z } from 'zod';
import { DownloadSchema, ImageSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';
import { RichTextSchema } from '../../define/rich-text.ts';

export const definition = defineModule({
  name: 'InfographicFigure',
  family: 'media',
  description: 'One infographic image with its whole content as text in a disclosure, its source and a download.',
  schema: z.strictObject({
    component: z.literal('InfographicFigure'),
    id: z.string().optional(),
    title: z.string().min(1).describe("The infographic's title, a heading of the page."),
    intro: z.string().optional().describe('A line on what it shows.'),
    image: ImageSchema.refine((image) => image.alt.trim().length > 0, {
      path: ['alt'],
      message: 'An infographic needs a short alt text naming it; its whole content goes in `description`',
    }).describe('The infographic; its alt text names it in a few words.'),
    description: RichTextSchema.describe('Everything the infographic says, as text: figures, labels and what they show.'),
    descriptionOpen: z.boolean().default(false).describe('Show the text description open from the start.'),
    source: z.string().optional().describe('Where the data comes from, e.g. "Family Business Barometer 2026".'),
    download: DownloadSchema.optional().describe('The infographic as a document (a /media/ PDF) to download.'),
  }),
  images: (props) => [[props.image, 'modal']],
  strings: {
    en: {
      'infographic.description': 'Text description of the infographic',
      'infographic.source': 'Source: {source}',
      'infographic.download': 'Download: {title}',
    },
    es: {
      'infographic.description': 'Descripción en texto de la infografía',
      'infographic.source': 'Fuente: {source}',
      'infographic.download': 'Descargar: {title}',
    },
  },
  examples: [
    {
      component: 'InfographicFigure',
      title: 'Who will lead the family firm in 2030?',
      intro: 'What 412 family firms in Spain told us about their succession plans.',
      image: {
        url: '/media/news-succession-barometer.jpg',
        width: 1600,
        height: 900,
        alt: 'Infographic: succession plans of Spanish family firms, 2026',
      },
      description:
        '<p>Of the 412 family firms surveyed in 2026:</p><ul><li>38% have chosen a successor, up from 29% in 2022.</li><li>44% of the chosen successors are women, against 31% in 2022.</li><li>61% expect the hand-over within five years; 12% have no date.</li><li>Only 1 firm in 4 has a written family protocol that covers succession.</li></ul><p>Firms in their third generation or later are twice as likely to have a written plan as first-generation firms.</p>',
      source: 'Family Business Barometer 2026, Centre for Business Families',
      download: { title: 'Succession Barometer 2026 infographic', href: '/media/cbf-succession-barometer-2026.pdf', format: 'PDF, 2 KB' },
    },
    {
      component: 'InfographicFigure',
      title: 'Mujeres en la empresa familiar',
      image: {
        url: '/media/family-business.jpg',
        width: 1920,
        height: 1280,
        alt: 'Infografía: presencia de mujeres en la dirección de empresas familiares',
      },
      description:
        '<p>En las empresas familiares españolas, las mujeres ocupan el 27% de los puestos de consejo y el 19% de las direcciones generales. En las empresas de tercera generación, la cifra sube al 33% de los consejos.</p>',
      descriptionOpen: true,
      source: 'Informe Mujeres en la empresa familiar 2025',
      download: { title: 'Informe completo', href: '/media/cbf-mujeres-en-la-empresa-familiar.pdf', format: 'PDF' },
    },
  ],
});

export type InfographicFigureProps = z.output<typeof definition.schema>;
