// The three programme heroes (SPEC §2 "Header": HeroProgram, HeroProgramVideo, HeroProgramMax,
// all under a transparent header) share this body: eyebrow, the page's h1, a subtitle, an
// image behind a veil, optional key facts (HeroProgramMax) and up to two calls to action.
import type { ReactNode } from 'react';
import type { Image as ImageObject, Link as LinkObject } from '../../../content/schema/index.ts';
import { Image } from '../Image/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './ProgramHero.module.css';

export interface ProgramHeroProps {
  variant: 'program' | 'video' | 'max';
  eyebrow?: string | undefined;
  title: string;
  subtitle?: string | undefined;
  image?: ImageObject | undefined;
  subtheme: string;
  facts?: Array<{ label: string; value: string }> | undefined;
  links: Array<LinkObject | undefined>;
  children?: ReactNode;
}

export function ProgramHero({ variant, eyebrow, title, subtitle, image, subtheme, facts, links, children }: ProgramHeroProps) {
  const actions = links.filter((link): link is LinkObject => Boolean(link?.text));
  return (
    <div className={styles.hero} data-subtheme={subtheme} data-variant={variant}>
      <Image className={styles.image} image={image} priority />
      <div className={styles.content}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {facts && facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt className={styles.term}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {actions.length > 0 || children ? (
          <div className={styles.actions}>
            {actions.map((link, index) => (
              <Link key={link.href ?? index} className={index === 0 ? `${styles.cta} ${styles.primary}` : styles.cta} link={link}>
                {link.text}
              </Link>
            ))}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
