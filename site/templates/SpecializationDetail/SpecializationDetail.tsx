import type { SpecializationDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage } from '../../components/DetailPage/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function SpecializationDetail({ template }: { template: SpecializationDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { programCard } = template;
  const body = template.courses.length
    ? `${template.body}<h2>${t('program.studyPlan')}</h2><ul>${template.courses.map((course) => `<li>${escapeHtml(course)}</li>`).join('')}</ul>`
    : template.body;
  return (
    <>
      <ModuleList modules={template.heroSection} />
      <DetailPage
        eyebrow={t('program.specializations')}
        title={template.title}
        summary={template.summary}
        image={template.image}
        factsTitle={t('program.partOf')}
        facts={
          programCard
            ? [
                {
                  label: programCard.label ?? t('program.partOf'),
                  value: <Link link={{ href: programCard.url }}>{programCard.title}</Link>,
                },
              ]
            : []
        }
        body={body}
        downloads={[]}
        mainSection={[]}
      />
      <ModuleList modules={template.leadFormSection} />
      <ModuleList modules={template.mainSection} />
    </>
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
