import type { HeroClaimProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import styles from './HeroClaim.module.css';

/** A text-only hero: the page's h1 and its claim, for pages that need no picture. */
export default function HeroClaim({ eyebrow, title, claim, link, subtheme }: HeroClaimProps) {
  return (
    <div className={styles.hero} data-subtheme={subtheme}>
      <div className={styles.content}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.claim}>{claim}</p>
        {link?.text ? (
          <Link className={styles.cta} link={link}>
            {link.text}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
