import type { PublicationDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function PublicationDetail({ template, page }: { template: PublicationDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const p = template.publication;
  const facts: Fact[] = [
    { label: t('publication.type'), value: p.publicationType },
    { label: t('publication.date'), value: <FormattedDate value={p.date} /> },
    { label: t('publication.authors'), value: p.authors.join(', ') },
  ];
  if (p.organization) facts.push({ label: t('publication.organization'), value: p.organization });
  if (p.publication) facts.push({ label: t('publication.publication'), value: p.publication });
  if (p.isbn) facts.push({ label: t('publication.isbn'), value: p.isbn });
  if (p.academicAreas.length > 0) facts.push({ label: t('publication.areas'), value: p.academicAreas.join(', ') });
  if (p.citation) facts.push({ label: t('publication.citation'), value: <cite>{p.citation}</cite> });
  return (
    <DetailPage
      eyebrow={p.publicationType}
      title={template.title}
      summary={template.summary}
      share={<ShareLinks page={page} title={template.title} />}
      image={template.image}
      factsTitle={t('publication.details')}
      facts={facts}
      body={template.body}
      downloads={template.downloads}
      mainSection={template.mainSection}
    />
  );
}
