import type { PeopleDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';

export default function PeopleDistributor(props: PeopleDistributorProps) {
  return <Distributor {...props} />;
}
