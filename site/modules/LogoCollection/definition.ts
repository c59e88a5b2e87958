import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineDistributor } from '../../lib/distributor.ts';

/** Partner logos, selected like any list (usually auto mode, structuredData 'Person', filter 'kind:partner'). */
export const definition = defineDistributor('LogoCollection');

export type LogoCollectionProps = z.output<typeof definition.schema> & { items: Card[] };
