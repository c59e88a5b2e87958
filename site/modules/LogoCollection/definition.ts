import { defineDistributor, type DistributorData } from '../../define/distributor.ts';

/** Partner logos, selected like any list (usually auto mode, structuredData 'Person', filter 'kind:partner'). */
export const definition = defineDistributor('LogoCollection', 'logo');

export type LogoCollectionProps = DistributorData<'LogoCollection'>;
