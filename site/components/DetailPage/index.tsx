// The body detail templates share (publications, events, general information): a header with
// the h1, a facts box, the rich-text body, downloads and the modules below.
import type { ReactNode } from 'react';
import type { Download, Image as ImageObject } from '../../../content/schema/index.ts';
import type { ModuleData } from '../../../generated/module-definitions.ts';
import { FactsBox, type Fact } from '../FactsBox/index.tsx';
import { Image } from '../Image/index.tsx';
import { ModuleList } from '../ModuleList/index.tsx';
import { DownloadList } from '../DownloadList/index.tsx';
import { DetailHeader } from '../DetailHeader/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './DetailPage.module.css';

export type { Fact } from '../FactsBox/index.tsx';

export interface DetailPageProps {
  eyebrow?: string | undefined;
  title: string;
  /** A line under the title (a story's date and author). */
  meta?: ReactNode;
  summary: string;
  image?: ImageObject | undefined;
  /**
   * The image is a person's portrait (a teacher, a student's story): shown whole beside the
   * title rather than as a wide lead picture, which would crop it to a chin.
   */
  portrait?: boolean;
  factsTitle: string;
  facts: Fact[];
  actions?: ReactNode;
  /** Share links (site/components/ShareLinks), under the summary. */
  share?: ReactNode;
  /** Rich text, sanitised at sync. */
  body: string;
  downloads: Download[];
  mainSection: ModuleData[];
}

export function DetailPage({
  eyebrow,
  title,
  meta,
  summary,
  image,
  portrait = false,
  factsTitle,
  facts,
  actions,
  share,
  body,
  downloads,
  mainSection,
}: DetailPageProps) {
  const t = useTranslation();
  return (
    <>
      <article className={styles.article}>
        <div className={portrait && image ? styles.intro : undefined}>
          <DetailHeader eyebrow={eyebrow} title={title} meta={meta} summary={summary}>
            {share}
          </DetailHeader>
          {portrait ? (
            <Image className={styles.portrait} image={image} sizes="(min-width: 768px) 20rem, 60vw" priority />
          ) : (
            <Image className={styles.image} image={image} sizes="(min-width: 1216px) 1216px, 100vw" priority />
          )}
        </div>
        <div className={styles.layout}>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
          {facts.length > 0 || actions ? <FactsBox id="detail-facts" title={factsTitle} facts={facts} actions={actions} /> : null}
        </div>
        {downloads.length > 0 ? (
          <section className={styles.downloads} aria-labelledby="detail-downloads">
            <h2 id="detail-downloads" className={styles.factsTitle}>
              {t('downloads.title')}
            </h2>
            <DownloadList items={downloads} />
          </section>
        ) : null}
      </article>
      <ModuleList modules={mainSection} />
    </>
  );
}
