// The body every general hero shares (HeroImage, HeroLanding, HeroCarousel, HeroDoubleFeature,
// HeroMosaic, HeroVideo, HeroQuote; docs/interactive-modules.md "Heroes"): a frame in its
// sub-theme with room for a transparent header (SPEC §2 "Header"), an optional picture or video
// behind the sub-theme's veil, and the text block (eyebrow, the page's h1, subtitle, up to two
// calls to action).
import type { ReactNode } from 'react';
import type { Image as ImageObject, Link as LinkObject } from '../../../content/schema/index.ts';
import { Image } from '../Image/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Hero.module.css';

export interface HeroFrameProps {
  subtheme: string;
  /** data-variant, for the module's own layout rules. */
  variant: string;
  /** Under a transparent header the content keeps clear of it (SPEC §2: not HeroQuote). */
  underHeader?: boolean;
  /** What shows behind the text: an image (HeroBackdrop) or a video. */
  backdrop?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

export function HeroFrame({ subtheme, variant, underHeader = true, backdrop, className, children }: HeroFrameProps) {
  return (
    <div
      className={[styles.hero, className].filter(Boolean).join(' ')}
      data-subtheme={subtheme}
      data-variant={variant}
      data-under-header={underHeader ? '' : undefined}
      data-backdrop={backdrop ? '' : undefined}
    >
      {backdrop}
      {children}
    </div>
  );
}

/** A picture filling the hero behind its veil; loaded eagerly, it is what the visitor sees first. */
export function HeroBackdrop({ image, priority = true }: { image: ImageObject | undefined; priority?: boolean }) {
  return image ? <Image className={styles.backdrop} image={image} priority={priority} /> : null;
}

export interface HeroTextProps {
  eyebrow?: string | undefined;
  title: string;
  /** h1 for the hero that opens a page; h2 for the later slides of a carousel. */
  level?: 1 | 2;
  subtitle?: string | undefined;
  links?: Array<LinkObject | undefined>;
  size?: 'regular' | 'large';
  /** Extra classes of the eyebrow, for a hero family that sets it apart (the programme heroes). */
  eyebrowClassName?: string | undefined;
  /** Shown after the subtitle (e.g. a programme's key facts). */
  children?: ReactNode;
  /** More actions after the links, in the same row (e.g. a link that opens the video). */
  more?: ReactNode;
  /**
   * The first link is filled as the primary action; a picture hero's single link stays
   * outlined (filled on hover and focus) so the picture remains the strongest thing.
   */
  primaryFirst?: boolean;
}

export function HeroText({
  eyebrow,
  title,
  level = 1,
  subtitle,
  links = [],
  size = 'regular',
  eyebrowClassName,
  children,
  more,
  primaryFirst = true,
}: HeroTextProps) {
  const actions = links.filter((link): link is LinkObject => Boolean(link?.text));
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.content} data-size={size}>
      {eyebrow ? <p className={[styles.eyebrow, eyebrowClassName].filter(Boolean).join(' ')}>{eyebrow}</p> : null}
      <Heading className={styles.title}>{title}</Heading>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
      {actions.length > 0 || more ? (
        <div className={styles.actions}>
          {actions.map((link, index) => (
            <Link key={link.href ?? index} className={styles.cta} data-primary={primaryFirst && index === 0 ? '' : undefined} link={link}>
              {link.text}
            </Link>
          ))}
          {more}
        </div>
      ) : null}
    </div>
  );
}

export { styles as heroStyles };
