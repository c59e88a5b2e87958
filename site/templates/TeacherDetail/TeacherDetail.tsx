import type { TeacherDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './TeacherDetail.module.css';

const orcidUrl = (orcid: string) => (orcid.startsWith('https://') ? orcid : `https://orcid.org/${orcid}`);

export default function TeacherDetail({ template, page }: { template: TeacherDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { teacher } = template;
  const name = `${teacher.name} ${teacher.lastName}`;
  const facts: Fact[] = [{ label: t('teacher.position'), value: teacher.position }];
  if (teacher.facultyCategory) facts.push({ label: t('teacher.category'), value: teacher.facultyCategory });
  if (teacher.academicArea) facts.push({ label: t('teacher.area'), value: teacher.academicArea });
  if (teacher.nationality) facts.push({ label: t('teacher.nationality'), value: teacher.nationality });
  if (teacher.contact) {
    const href = teacher.contact.includes('@') ? `mailto:${teacher.contact}` : `tel:${teacher.contact.replace(/\s/g, '')}`;
    facts.push({ label: t('teacher.contact'), value: <Link link={{ href }}>{teacher.contact}</Link> });
  }
  // Profiles a visitor (and a search engine, through sameAs) checks a researcher by.
  const profiles = [
    teacher.orcid ? { href: orcidUrl(teacher.orcid), text: 'ORCID' } : undefined,
    teacher.scopus ? { href: teacher.scopus, text: 'Scopus' } : undefined,
    teacher.linkedin ? { href: teacher.linkedin, text: 'LinkedIn' } : undefined,
    teacher.personalWeb ? { href: teacher.personalWeb, text: t('teacher.personalWeb') } : undefined,
    teacher.externalLink ? { ...teacher.externalLink, text: teacher.externalLink.text ?? teacher.externalLink.href ?? '' } : undefined,
  ].filter((link) => link !== undefined);
  if (profiles.length > 0) {
    facts.push({
      label: t('teacher.profiles'),
      value: (
        <ul className={styles.profiles}>
          {profiles.map((link) => (
            <li key={link.text}>
              <Link link={link}>{link.text}</Link>
            </li>
          ))}
        </ul>
      ),
    });
  }
  return (
    <DetailPage
      eyebrow={teacher.academicArea}
      title={name}
      meta={teacher.position}
      summary={template.summary}
      image={teacher.image}
      portrait
      factsTitle={t('teacher.details')}
      facts={facts}
      body={template.body}
      downloads={teacher.cv ? [{ title: t('teacher.cv'), href: teacher.cv, format: teacher.cvFormat ?? 'PDF' }] : []}
      mainSection={template.mainSection}
      share={<ShareLinks page={page} title={name} />}
    />
  );
}
