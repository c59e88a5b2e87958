import type { ProgramDistributorProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';

export default function ProgramDistributor(props: ProgramDistributorProps) {
  return <Distributor {...props} />;
}
