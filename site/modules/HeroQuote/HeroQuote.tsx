import type { HeroQuoteProps } from './definition.ts';
import { HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import styles from './HeroQuote.module.css';

export default function HeroQuote({ title, quote, author, role, image, subtheme }: HeroQuoteProps) {
  return (
    <HeroFrame className={styles.heroQuote} variant="quote" subtheme={subtheme} underHeader={false}>
      <div className={styles.layout}>
        <HeroText title={title}>
          <figure className={styles.quote}>
            <blockquote className={styles.text}>
              <p>{quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{author}</span>
              {role ? <span>{role}</span> : null}
            </figcaption>
          </figure>
        </HeroText>
        {image ? <Image className={styles.portrait} image={image} priority sizes="(min-width: 768px) 33vw, 100vw" /> : null}
      </div>
    </HeroFrame>
  );
}
