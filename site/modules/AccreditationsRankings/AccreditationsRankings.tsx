import type { AccreditationsRankingsProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './AccreditationsRankings.module.css';

export default function AccreditationsRankings({ title, intro, accreditations, rankings }: AccreditationsRankingsProps) {
  const t = useTranslation();
  // Part headings sit under the title, or are the section's h2 without one; only with both parts.
  const both = accreditations.length > 0 && rankings.length > 0;
  const Part = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={styles.parts}>
        {accreditations.length > 0 ? (
          <section className={styles.part} aria-label={both ? undefined : t('accreditations.title')}>
            {both ? <Part className={styles.partTitle}>{t('accreditations.title')}</Part> : null}
            <ul className={styles.badges}>
              {accreditations.map((item) => (
                <li key={item.name} className={styles.badge}>
                  {item.logo ? <Image className={styles.logo} image={item.logo} /> : <p className={styles.badgeName}>{item.name}</p>}
                  <p className={styles.body}>
                    {item.href ? <Link link={{ href: item.href }}>{item.body}</Link> : item.body}
                    {item.since ? <span className={styles.since}> · {t('accreditations.since', { year: item.since })}</span> : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {rankings.length > 0 ? (
          <section className={styles.part} aria-label={both ? undefined : t('rankings.title')}>
            {both ? <Part className={styles.partTitle}>{t('rankings.title')}</Part> : null}
            <ul className={styles.rankings}>
              {rankings.map((item) => (
                <li key={`${item.publisher}-${item.ranking}-${item.year}`} className={styles.ranking}>
                  <p className={styles.position}>
                    <VisuallyHidden>{t('rankings.position')} </VisuallyHidden>
                    <span aria-hidden="true">#</span>
                    {item.position}
                  </p>
                  <p className={styles.what}>
                    {item.ranking}
                    {item.scope ? ` ${item.scope}` : null}
                  </p>
                  <p className={styles.source}>
                    {item.href ? (
                      <Link link={{ href: item.href }}>
                        {item.publisher} {item.year}
                      </Link>
                    ) : (
                      `${item.publisher} ${item.year}`
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
