import type { CardCollectionProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Collection, itemHeading, itemLinkClass } from '../../components/Collection/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './CardCollection.module.css';

/** Editorial cards written in the module itself (lists of pages use the distributors). */
export default function CardCollection({ title, intro, cards }: CardCollectionProps) {
  const Heading = itemHeading(title);
  return (
    <Collection title={title} intro={intro} className={styles.collection} listClassName={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <Image className={styles.image} image={card.image} />
          <Heading className={styles.cardTitle}>
            {card.link?.href || card.link?.linkToURL ? (
              <Link className={itemLinkClass} link={card.link}>
                {card.title}
              </Link>
            ) : (
              card.title
            )}
          </Heading>
          <p className={styles.text}>{card.text}</p>
        </li>
      ))}
    </Collection>
  );
}
