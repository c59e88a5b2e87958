import type { ProjectDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function ProjectDetail({ template, page }: { template: ProjectDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { project } = template;
  const author = t(project.author.role === 'teacher' ? 'project.author.teacher' : 'project.author.student', { name: project.author.name });
  const facts: Fact[] = [
    { label: t('project.program'), value: project.program },
    { label: t('project.author'), value: author },
  ];
  if (project.tutor) facts.push({ label: t('project.tutor'), value: project.tutor });
  facts.push({ label: t('project.subject'), value: project.subject });
  facts.push({ label: t('project.date'), value: <FormattedDate value={project.date} /> });
  return (
    <DetailPage
      eyebrow={project.program}
      title={template.title}
      meta={
        <>
          {author}
          {' · '}
          <FormattedDate value={project.date} />
        </>
      }
      summary={template.summary}
      image={template.image}
      factsTitle={t('project.details')}
      facts={facts}
      actions={project.projectLink ? <Link link={project.projectLink}>{project.projectLink.text ?? t('project.link')}</Link> : undefined}
      body={template.body}
      downloads={[]}
      mainSection={template.mainSection}
      share={<ShareLinks page={page} title={template.title} />}
    />
  );
}
