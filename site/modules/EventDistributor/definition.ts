import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('EventDistributor');

export type EventDistributorProps = DistributorData<'EventDistributor'>;
