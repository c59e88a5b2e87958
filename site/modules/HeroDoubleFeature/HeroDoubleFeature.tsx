import type { HeroDoubleFeatureProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, heroStyles } from '../../components/Hero/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './HeroDoubleFeature.module.css';

export default function HeroDoubleFeature({ title, features, subtheme }: HeroDoubleFeatureProps) {
  return (
    <HeroFrame className={styles.double} variant="double" subtheme={subtheme}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.features}>
        {features.map((feature) => (
          <section key={feature.title} className={`${heroStyles.hero} ${styles.feature}`} data-subtheme={subtheme} data-backdrop="">
            <HeroBackdrop image={feature.image} />
            <div className={styles.text}>
              <h2 className={styles.featureTitle}>{feature.title}</h2>
              {feature.text ? <p className={styles.featureText}>{feature.text}</p> : null}
              {feature.link?.text ? (
                <Link className={heroStyles.cta} data-primary="" link={feature.link}>
                  {feature.link.text}
                </Link>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </HeroFrame>
  );
}
