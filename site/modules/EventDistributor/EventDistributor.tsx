import type { EventDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';

export default function EventDistributor(props: EventDistributorProps) {
  return <Distributor {...props} />;
}
