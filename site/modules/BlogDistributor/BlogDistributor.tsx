import type { BlogDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';

export default function BlogDistributor(props: BlogDistributorProps) {
  return <Distributor {...props} />;
}
