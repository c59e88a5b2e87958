import { z } from 'zod';
import { DataSourceSchema, LinkSchema, type Card } from '../../../content/schema/index.ts';
import { defineModule } from '../../lib/define.ts';

const schema = z.strictObject({
  component: z.literal('NewsDistributor'),
  id: z.string().optional(),
  title: z.string().optional(),
  data: DataSourceSchema,
  link: LinkSchema.optional(),
});

export type NewsDistributorProps = z.output<typeof schema> & { items: Card[] };

export const definition = defineModule({
  schema,
  // Resolved at build into the page's data: visitors never wait for a list call.
  resolve: (props, context): NewsDistributorProps => ({ ...props, items: context.cards(props.data) }),
});
