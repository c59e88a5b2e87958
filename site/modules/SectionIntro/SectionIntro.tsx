import type { SectionIntroProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import styles from './SectionIntro.module.css';

/** Opens a section: an optional kicker, the section heading, a lead paragraph and a link. */
export default function SectionIntro({ eyebrow, title, text, link, align }: SectionIntroProps) {
  return (
    <div className={styles.intro} data-align={align}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 className={styles.title}>{title}</h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      {link?.text && (link.href || link.linkToURL) ? (
        <p className={styles.more}>
          <Link className={styles.link} link={link}>
            {link.text}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
