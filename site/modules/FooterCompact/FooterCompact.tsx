import type { FooterCompactProps } from './definition.ts';
import { FooterBrand, FooterLegal, FooterRights, FooterSocial } from '../../components/Footer/parts.tsx';
import styles from './FooterCompact.module.css';

export default function FooterCompact({ note, showSocial }: FooterCompactProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <FooterBrand />
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {showSocial ? <FooterSocial /> : null}
        <div className={styles.legal}>
          <FooterLegal />
          <FooterRights />
        </div>
      </div>
    </footer>
  );
}
