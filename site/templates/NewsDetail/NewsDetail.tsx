import type { NewsDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function NewsDetail({ template, page }: { template: NewsDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const facts: Fact[] = [{ label: t('news.date'), value: <FormattedDate value={template.date} /> }];
  if (template.author) facts.push({ label: t('news.author'), value: template.author });
  if (template.category) facts.push({ label: t('news.topic'), value: template.category });
  return (
    <DetailPage
      eyebrow={template.category}
      title={template.title}
      meta={
        <>
          <FormattedDate value={template.date} />
          {template.author ? (
            <>
              {' · '}
              {t('news.by', { author: template.author })}
            </>
          ) : null}
        </>
      }
      summary={template.summary}
      image={template.image}
      factsTitle={t('news.details')}
      facts={facts}
      body={template.body}
      downloads={[]}
      mainSection={template.mainSection}
      share={<ShareLinks page={page} title={template.title} />}
    />
  );
}
