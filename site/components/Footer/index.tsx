// The site footer: legal menu, social links and copyright (SPEC §3 "Page context" footer).
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Footer.module.css';

export function Footer() {
  const site = useSite();
  const t = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{site.name}</p>
        {site.socials.length > 0 ? (
          <nav aria-label={t('footer.social')}>
            <ul className={styles.list}>
              {site.socials.map((social) => (
                <li key={social.icon}>
                  <Link className={styles.link} link={{ href: social.url, newTab: true }}>
                    {social.description ?? social.icon}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label={t('footer.legal')}>
          <ul className={styles.list}>
            {site.footer.legalMenu.elements.map((item, index) => (
              <li key={item.id ?? index}>
                <Link className={styles.link} link={{ href: item.url?.linkToURL ?? item.url?.href, newTab: item.url?.newTab }}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.rights}>{t('footer.rights', { site: site.name })}</p>
      </div>
    </footer>
  );
}
