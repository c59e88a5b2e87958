import type { BasicTemplateTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { PageTitle } from '../../components/PageTitle/index.tsx';

export default function BasicTemplate({ template, page }: { template: BasicTemplateTemplate; page: PageView['page'] }) {
  return (
    <>
      {template.heroSection.length > 0 ? <ModuleList modules={template.heroSection} /> : <PageTitle title={page.title} />}
      <ModuleList modules={template.mainSection} />
    </>
  );
}
