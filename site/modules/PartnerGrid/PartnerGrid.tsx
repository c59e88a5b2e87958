import type { PartnerGridProps } from './definition.ts';
import { Collection } from '../../components/Collection/index.tsx';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import styles from './PartnerGrid.module.css';

export default function PartnerGrid({ title, intro, partners }: PartnerGridProps) {
  return (
    <Collection title={title} intro={intro} className={styles.root} listClassName={styles.list}>
      {partners.map((partner) => (
        <li key={partner.name} className={styles.partner}>
          {/* The logo's alt text is the name: the linked logo is named by it. */}
          {partner.href ? (
            <Link className={styles.logoLink} link={{ href: partner.href }}>
              <Image className={styles.logo} image={partner.logo} />
            </Link>
          ) : (
            <Image className={styles.logo} image={partner.logo} />
          )}
          {/* Seen, not heard: the logo already said the name. */}
          <p className={styles.name} aria-hidden="true">
            {partner.name}
          </p>
          {partner.description ? <p className={styles.description}>{partner.description}</p> : null}
        </li>
      ))}
    </Collection>
  );
}
