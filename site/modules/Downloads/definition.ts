import { z } from 'zod';
import { DownloadSchema } from '../../../content/schema/index.ts';
import { defineModule } from '../../define/define.ts';

export const definition = defineModule({
  name: 'Downloads',
  schema: z.strictObject({
    component: z.literal('Downloads'),
    id: z.string().optional(),
    title: z.string().optional(),
    items: z.array(DownloadSchema).min(1),
  }),
});

export type DownloadsProps = z.output<typeof definition.schema>;
