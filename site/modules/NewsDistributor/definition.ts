import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineDistributor } from '../../lib/distributor.ts';

export const definition = defineDistributor('NewsDistributor');

export type NewsDistributorProps = z.output<typeof definition.schema> & { items: Card[] };
