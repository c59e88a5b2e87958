import type { CardCollectionProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './CardCollection.module.css';

/** Editorial cards written in the module itself (lists of pages use the distributors). */
export default function CardCollection({ title, intro, cards }: CardCollectionProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.collection}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <Image className={styles.image} image={card.image} />
            <Heading className={styles.cardTitle}>
              {card.link?.href || card.link?.linkToURL ? (
                <Link className={styles.link} link={card.link}>
                  {card.title}
                </Link>
              ) : (
                card.title
              )}
            </Heading>
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
