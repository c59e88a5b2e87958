import type { RelatedContentProps } from './definition.ts';
import { Distributor } from '../../components/Distributor/index.tsx';

export default function RelatedContent(props: RelatedContentProps) {
  return <Distributor {...props} />;
}
