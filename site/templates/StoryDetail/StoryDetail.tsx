import type { StoryDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { DetailPage, type Fact } from '../../components/DetailPage/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';

export default function StoryDetail({ template, page }: { template: StoryDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  const { story } = template;
  const facts: Fact[] = [{ label: t('story.program'), value: story.programStudied }];
  if (story.year) facts.push({ label: t('story.year'), value: story.year });
  if (story.nationality) facts.push({ label: t('story.nationality'), value: story.nationality });
  return (
    <DetailPage
      eyebrow={story.programStudied}
      title={template.title}
      meta={
        <>
          {story.name}
          {' · '}
          <FormattedDate value={template.date} />
        </>
      }
      summary={story.aboutMe}
      image={story.image}
      portrait
      factsTitle={t('story.details')}
      facts={facts}
      body={template.body}
      downloads={[]}
      mainSection={template.mainSection}
      share={<ShareLinks page={page} title={template.title} />}
    />
  );
}
