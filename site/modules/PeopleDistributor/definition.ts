import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

export const definition = defineDistributor('PeopleDistributor');

export type PeopleDistributorProps = DistributorData<'PeopleDistributor'>;
