import type { FooterLandingProps } from './definition.ts';
import { FooterLegal, FooterRights } from '../../components/Footer/parts.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './FooterLanding.module.css';
import { phoneText, telHref } from '../../lib/phone.ts';

export default function FooterLanding({ title, text, link, phone, email }: FooterLandingProps) {
  const t = useTranslation();
  const phoneLink = phone ? <a href={telHref(phone)}>{phoneText(phone)}</a> : null;
  const emailLink = email ? <a href={`mailto:${email}`}>{email}</a> : null;
  return (
    <footer className={styles.footer}>
      <div className={styles.action}>
        <h2 className={styles.title}>{title}</h2>
        {text ? <p className={styles.text}>{text}</p> : null}
        <Link className={styles.cta} link={link}>
          {link.text}
        </Link>
        {phoneLink || emailLink ? (
          <p className={styles.contact}>
            {t('footerLanding.ask')} {phoneLink}
            {phoneLink && emailLink ? ' · ' : null}
            {emailLink}
          </p>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <FooterLegal />
        <FooterRights />
      </div>
    </footer>
  );
}
