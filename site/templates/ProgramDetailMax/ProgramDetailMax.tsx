import type { ProgramDetailMaxTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ProgramPage } from '../../components/ProgramPage/index.tsx';

export default function ProgramDetailMax({ template }: { template: ProgramDetailMaxTemplate; page: PageView['page'] }) {
  return <ProgramPage variant="max" {...template} />;
}
