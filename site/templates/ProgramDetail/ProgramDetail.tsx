import type { ProgramDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ProgramPage } from '../../components/ProgramPage/index.tsx';

export default function ProgramDetail({ template }: { template: ProgramDetailTemplate; page: PageView['page'] }) {
  return <ProgramPage variant="standard" {...template} />;
}
