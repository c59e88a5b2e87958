import type { HeroQuoteProps } from './definition.ts';
import { HeroFrame, HeroText } from '../../components/Hero/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { QuoteFigure } from '../../components/QuoteFigure/index.tsx';
import styles from './HeroQuote.module.css';

export default function HeroQuote({ title, quote, author, role, image, subtheme }: HeroQuoteProps) {
  return (
    <HeroFrame className={styles.heroQuote} variant="quote" subtheme={subtheme} underHeader={false}>
      <div className={styles.layout}>
        <HeroText title={title}>
          <QuoteFigure className={styles.quote} quote={quote} author={author} role={role} onHero />
        </HeroText>
        {image ? <Image className={styles.portrait} image={image} priority sizes="(min-width: 768px) 33vw, 100vw" /> : null}
      </div>
    </HeroFrame>
  );
}
