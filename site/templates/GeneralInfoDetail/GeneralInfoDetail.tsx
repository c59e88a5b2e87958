import type { GeneralInfoDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage } from '../../components/DetailPage/index.tsx';

export default function GeneralInfoDetail({ template, page }: { template: GeneralInfoDetailTemplate; page: PageView['page'] }) {
  return (
    <DetailPage
      eyebrow={template.category}
      title={template.title}
      summary={template.summary}
      image={template.image}
      factsTitle={template.factsTitle ?? page.title}
      facts={template.facts}
      body={template.body}
      downloads={template.downloads}
      mainSection={template.mainSection}
    />
  );
}
