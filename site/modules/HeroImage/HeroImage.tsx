import type { HeroImageProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './HeroImage.module.css';

export default function HeroImage({ title, subtitle, image, link, subtheme }: HeroImageProps) {
  return (
    <div className={styles.hero} data-subtheme={subtheme}>
      <Image className={styles.image} image={image} priority />
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {link?.text ? (
          <Link className={styles.cta} link={link}>
            {link.text}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
