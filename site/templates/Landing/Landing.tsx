import type { LandingTemplate } from './definition.ts';
import { ModuleList } from '../../components/ModuleList/index.tsx';

export default function Landing({ template }: { template: LandingTemplate }) {
  return (
    <>
      <ModuleList modules={template.heroSection} />
      <ModuleList modules={template.mainSection} />
    </>
  );
}
