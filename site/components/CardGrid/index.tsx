import type { Card } from '../../../content/schema/index.ts';
import { Link } from '../Link/index.tsx';
import { FormattedDate } from '../FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './CardGrid.module.css';

export function CardGrid({ cards }: { cards: Card[] }) {
  const t = useTranslation();
  if (cards.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card} data-kind={card.kind}>
          {card.date ? (
            <p className={styles.date}>
              <FormattedDate value={card.date} />
            </p>
          ) : null}
          <h3 className={styles.title}>
            <Link className={styles.link} link={{ href: card.url }}>
              {card.title}
            </Link>
          </h3>
          {card.summary ? <p className={styles.summary}>{card.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
