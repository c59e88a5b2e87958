// The shape every distributor module shares (SPEC §2 "distributors for news, events, blog,
// programs and people"): a list data source resolved at build into `items`, so visitors never
// wait for a list call and the cards are in the static HTML.
import { z } from 'zod';
import { DataSourceSchema, LinkSchema, type Card } from '../../content/schema/index.ts';
import { defineModule } from './define.ts';

export function defineDistributor<const N extends string>(component: N) {
  const schema = z.strictObject({
    component: z.literal(component),
    id: z.string().optional(),
    title: z.string().optional(),
    data: DataSourceSchema,
    link: LinkSchema.optional(),
  });
  return defineModule({
    schema,
    resolve: (props, context): z.output<typeof schema> & { items: Card[] } => ({ ...props, items: context.cards(props.data) }),
  });
}

/** What a distributor component receives. */
export interface DistributorProps {
  title?: string | undefined;
  items: Card[];
  link?:
    | {
        href?: string | undefined;
        linkToURL?: string | undefined;
        newTab?: boolean | undefined;
        noFollow?: boolean | undefined;
        text?: string | undefined;
      }
    | undefined;
}
