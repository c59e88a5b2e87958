import type { NewsDetailTemplate } from './definition.ts';
import type { PageView } from '../../lib/page-view.ts';
import { Image } from '../../components/Image/index.tsx';
import { ModuleList } from '../../components/ModuleList/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { ShareLinks } from '../../components/ShareLinks/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './NewsDetail.module.css';

export default function NewsDetail({ template, page }: { template: NewsDetailTemplate; page: PageView['page'] }) {
  const t = useTranslation();
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        {template.category ? <p className={styles.category}>{template.category}</p> : null}
        <h1 className={styles.title}>{template.title}</h1>
        <p className={styles.meta}>
          <FormattedDate value={template.date} />
          {template.author ? (
            <>
              {' · '}
              {t('news.by', { author: template.author })}
            </>
          ) : null}
        </p>
        <p className={styles.summary}>{template.summary}</p>
        <ShareLinks page={page} title={template.title} />
      </header>
      <Image className={styles.image} image={template.image} sizes="(min-width: 1216px) 1216px, 100vw" priority />
      {/* Sanitised at sync by RichTextSchema. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: template.body }} />
      <ModuleList modules={template.mainSection} />
    </article>
  );
}
