import type { TextImageProps } from './definition.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './TextImage.module.css';

/** Text beside an image; the side is a data attribute so reading order stays text first. */
export default function TextImage({ title, html, image, caption, imagePosition, link }: TextImageProps) {
  return (
    <div className={styles.root} data-image={imagePosition}>
      <div className={styles.text}>
        {title ? <h2 className={styles.title}>{title}</h2> : null}
        {/* Sanitised at sync by RichTextSchema. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
        {link?.text && (link.href || link.linkToURL) ? (
          <p className={styles.more}>
            <Link className={styles.link} link={link}>
              {link.text}
            </Link>
          </p>
        ) : null}
      </div>
      <figure className={styles.figure}>
        <Image className={styles.image} image={image} sizes="(min-width: 768px) 50vw, 100vw" />
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </div>
  );
}
