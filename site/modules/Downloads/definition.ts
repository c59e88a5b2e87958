import { z } from 'zod';
import { DownloadSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Downloads',
  family: 'content',
  description: 'Documents of the media library to download, each with its type and size.',
  schema: z.strictObject({
    component: z.literal('Downloads'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z.array(DownloadSchema).min(1),
  }),
  examples: [
    {
      component: 'Downloads',
      title: 'Barometer 2026 documents',
      items: [
        { title: 'Family Business Barometer 2026 (full report)', href: '/media/barometer-2026.pdf', format: 'PDF, 2.4 MB' },
        { title: 'Questionnaire and methodology', href: '/media/barometer-2026-methodology.pdf', format: 'PDF, 380 KB' },
      ],
    },
    {
      component: 'Downloads',
      items: [{ title: 'Family protocols in practice', href: '/media/cbf-family-protocols-in-practice.pdf' }],
    },
  ],
});

export type DownloadsProps = z.output<typeof definition.schema>;
