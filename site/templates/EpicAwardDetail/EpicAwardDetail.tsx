import type { EpicAwardDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './EpicAwardDetail.module.css';

export default function EpicAwardDetail({ template, page }: { template: EpicAwardDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { award } = template;
  const status = t(award.status === 'winner' ? 'award.winner' : 'award.nominated');
  const facts: Fact[] = [
    {
      label: t('award.status'),
      value: (
        <span className={styles.status} data-status={award.status}>
          {status}
        </span>
      ),
    },
    { label: t('award.category'), value: award.category },
    { label: t('award.edition'), value: award.edition },
    { label: t('award.candidate'), value: award.candidate },
  ];
  if (award.organization) facts.push({ label: t('award.organization'), value: award.organization });
  return (
    <DetailPage
      eyebrow={`EPIC ${award.edition} · ${award.category}`}
      title={template.title}
      meta={`${status} · ${award.candidate}`}
      summary={template.summary}
      image={template.image}
      factsTitle={t('award.details')}
      facts={facts}
      body={template.body}
      downloads={[]}
      mainSection={template.mainSection}
      share={<ShareLinks page={page} title={template.title} />}
    />
  );
}
