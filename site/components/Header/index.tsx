// The site header: skip link, logo, main menu and language switcher (SPEC §2 "Header and
// navigation"). Rendered complete on the server so menus are reachable without JavaScript.
import type { MenuItem, PageLanguage } from '../../../content/schema/index.ts';
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/index.tsx';
import { Link } from '../Link/index.tsx';
import styles from './Header.module.css';

function homePath(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
}

function menuHref(item: MenuItem): string | undefined {
  return item.url?.linkToURL ?? item.url?.href ?? undefined;
}

export function Header({ alternates }: { alternates: PageLanguage[] }) {
  const site = useSite();
  const t = useTranslation();
  const anchor = site.header.options.anchorID;
  return (
    <header className={styles.header}>
      <a className={styles.skip} href={`#${anchor}`}>
        {t('a11y.skipToContent')}
      </a>
      <div className={styles.bar}>
        <Link className={styles.logo} link={{ href: homePath(site.locale, site.defaultLocale) }} aria-label={t('header.home', { site: site.name })}>
          <span aria-hidden="true" className={styles.logoMark}>
            {site.shortName}
          </span>
          <span className={styles.logoName}>{site.name}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('header.mainMenu')}>
          <ul className={styles.menu}>
            {site.header.mainMenu.elements.map((item, index) => {
              const href = menuHref(item);
              return (
                <li key={item.id ?? index} className={styles.item}>
                  {href ? (
                    <Link className={styles.menuLink} link={{ href, newTab: item.url?.newTab, noFollow: item.url?.noFollow }}>
                      {item.label}
                    </Link>
                  ) : (
                    <span className={styles.menuLink}>{item.label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitcher alternates={alternates} />
      </div>
    </header>
  );
}
