import type { FeaturedContentProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './FeaturedContent.module.css';

/** A main story beside (or above, on phones) up to two secondary ones; each is one link. */
export default function FeaturedContent({ title, items }: FeaturedContentProps) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <div className={styles.grid} data-count={items.length}>
        {items.map((item, index) => (
          <article key={item.title} className={styles.item} data-main={index === 0 ? '' : undefined}>
            <Image
              className={styles.image}
              image={item.image}
              sizes={index === 0 ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1024px) 33vw, 100vw'}
            />
            <div className={styles.body}>
              {item.eyebrow ? <p className={styles.eyebrow}>{item.eyebrow}</p> : null}
              <Heading className={styles.itemTitle}>{item.title}</Heading>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
              <Link className={styles.link} link={item.link}>
                {item.link.text ?? item.title}
              </Link>
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
