import type { NewsDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';

export default function NewsDistributor(props: NewsDistributorProps) {
  return <Distributor {...props} />;
}
