import type { z } from 'zod';
import type { Card } from '../../../content/schema/index.ts';
import { defineDistributor } from '../../lib/distributor.ts';

export const definition = defineDistributor('EventDistributor');

export type EventDistributorProps = z.output<typeof definition.schema> & { items: Card[] };
