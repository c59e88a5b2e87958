import { useId } from 'react';
import type { NewsletterCtaProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './NewsletterCta.module.css';

/** A labelled email field and a button; the browser checks the address before it leaves. */
export default function NewsletterCta({ title, text, action, privacy }: NewsletterCtaProps) {
  const t = useTranslation();
  const id = useId();
  const [before, after] = t('newsletter.privacy').split('{link}');
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 className={styles.title} id={`${id}-title`}>
            {title}
          </h2>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <form className={styles.form} method="get" action={action} aria-labelledby={`${id}-title`} data-site-form="">
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t('newsletter.email')}
          </label>
          <div className={styles.row}>
            <input
              className={styles.input}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('newsletter.placeholder')}
              required
            />
            <button className={styles.button} type="submit">
              {t('newsletter.subscribe')}
            </button>
          </div>
          {privacy?.text && (privacy.href || privacy.linkToURL) ? (
            <p className={styles.privacy}>
              {before}
              <Link className={styles.privacyLink} link={privacy}>
                {privacy.text}
              </Link>
              {after}
            </p>
          ) : null}
        </form>
      </div>
    </div>
  );
}
