import type { FactsFiguresProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './FactsFigures.module.css';

export default function FactsFigures({ title, intro, items, note }: FactsFiguresProps) {
  const t = useTranslation();
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={`${item.value}-${item.label}`} className={styles.fact}>
            {/* The figure and what it measures read as one sentence: "89% of Spanish companies …". */}
            <p className={styles.figure}>
              <span className={styles.value}>{item.value}</span> <span className={styles.label}>{item.label}</span>
            </p>
            {item.detail ? <p className={styles.detail}>{item.detail}</p> : null}
            {item.source ? (
              <p className={styles.source}>
                {t('facts.source')}:{' '}
                <cite className={styles.cite}>
                  {item.source.href ? <Link link={{ href: item.source.href }}>{item.source.name}</Link> : item.source.name}
                </cite>
                {item.source.year ? `, ${item.source.year}` : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
