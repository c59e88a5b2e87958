import type { InfographicFigureProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './InfographicFigure.module.css';

/**
 * The picture with its alt text, then its long description in a native <details> right under it
 * (Enter and Space open it, screen readers announce it expanded or collapsed, and it works
 * without JavaScript), then its source and the document to download.
 */
export default function InfographicFigure({ title, intro, image, description, descriptionOpen, source, download }: InfographicFigureProps) {
  const t = useTranslation();
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <figure className={styles.figure}>
        <Image className={styles.image} image={image} />
        {source ? <figcaption className={styles.source}>{t('infographic.source', { source })}</figcaption> : null}
      </figure>
      <details className={styles.item} open={descriptionOpen}>
        <summary className={styles.summary}>{t('infographic.description')}</summary>
        {/* Sanitised at sync by RichTextSchema. */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
      </details>
      {download ? (
        <p className={styles.download}>
          <Link className={styles.downloadLink} link={{ href: download.href }}>
            {t('infographic.download', { title: download.title })}
          </Link>
          {download.format ? <span className={styles.format}> ({download.format})</span> : null}
        </p>
      ) : null}
    </div>
  );
}
