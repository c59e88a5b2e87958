import { useId } from 'react';
import type { NoticeProps } from './definition.ts';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { LibraryIcon } from '../../components/Icon/library.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './Notice.module.css';

const ICONS = { info: 'info', warning: 'warning', deadline: 'clock' } as const;

/**
 * A note (role="note") named by its heading, so a screen reader announces it as a notice and its
 * heading list finds it. The tone is a word in the heading ("Warning: …"), not only a colour and
 * an icon; the icon is decoration. Static content: nothing moves, nothing needs JavaScript.
 */
export default function Notice({ tone, title, text, date, link }: NoticeProps) {
  const t = useTranslation();
  const titleId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.notice} data-tone={tone} role="note" aria-labelledby={titleId}>
        <LibraryIcon name={ICONS[tone]} size={32} className={styles.icon} />
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            <span className={styles.tone}>{t(`notice.${tone}`)}</span>
            <span className={styles.separator}>: </span>
            {title}
          </h2>
          {date ? (
            <p className={styles.date}>
              {t('notice.date')} <FormattedDate value={date} />
            </p>
          ) : null}
          {/* Sanitised at sync by RichTextSchema. */}
          {text ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: text }} /> : null}
          {link?.text ? (
            <Link className={styles.link} link={link}>
              {link.text}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
