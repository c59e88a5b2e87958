// The three programme heroes (SPEC §2 "Header": HeroProgram, HeroProgramVideo, HeroProgramMax,
// all under a transparent header) share this body, built on the one hero style
// (site/components/Hero): eyebrow, the page's h1, a subtitle, an image behind a veil, optional
// key facts (HeroProgramMax) and up to two calls to action, plus any action of the module's own.
import type { ReactNode } from 'react';
import type { Image as ImageObject, Link as LinkObject } from '../../../content/schema/index.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../Hero/index.tsx';
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
  /** Actions of the module's own, after the links (HeroProgramVideo's "watch"). */
  children?: ReactNode;
}

export function ProgramHero({ variant, eyebrow, title, subtitle, image, subtheme, facts, links, children }: ProgramHeroProps) {
  return (
    <HeroFrame subtheme={subtheme} variant={variant} backdrop={image ? <HeroBackdrop image={image} /> : undefined}>
      <HeroText eyebrow={eyebrow} eyebrowClassName={styles.eyebrow} title={title} subtitle={subtitle} links={links} more={children}>
        {facts && facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className={styles.term}>{fact.label}</dt>
                <dd className={styles.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </HeroText>
    </HeroFrame>
  );
}
