import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('NewsDistributor');

export type NewsDistributorProps = DistributorData<'NewsDistributor'>;
