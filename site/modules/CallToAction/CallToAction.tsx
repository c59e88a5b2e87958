import type { CallToActionProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import styles from './CallToAction.module.css';

export default function CallToAction({ title, text, primary, secondary, layout }: CallToActionProps) {
  // The banner is a band across the page with the shell inside it; the card sits in the shell.
  const banner = layout === 'banner';
  return (
    <div className={banner ? styles.band : styles.cta} data-layout={layout}>
      <div className={banner ? styles.bandInner : styles.inner}>
        <div className={styles.copy}>
          <h2 className={styles.title}>{title}</h2>
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
        <p className={styles.actions}>
          <Link className={styles.button} link={primary}>
            {primary.text}
          </Link>
          {secondary ? (
            <span className={styles.secondary} data-variant="secondary">
              <Link className={styles.button} link={secondary}>
                {secondary.text}
              </Link>
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
