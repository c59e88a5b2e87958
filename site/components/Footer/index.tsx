// The site footer (SPEC §3 "Page context" footer): footer logo of the header's school, social
// links and the legal menu, in the page's footer theme. Its layout is the site footer's
// `options.variant` (content/schema/site.ts): `default`; `school`, which adds the footer logos of
// the school's units (`options.units`), each linking to its site; `minimal`, legal menu and
// copyright only (docs/modules.md, "Footers"). With a consent platform configured, the
// legal menu ends with "Cookie settings", where a visitor changes or withdraws consent
// (docs/third-parties.md); it needs the platform's script, so it appears once the page runs.
import { useNavigation } from '../../app/navigation.tsx';
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { logoSize } from '../../lib/brand-logo.ts';
import { brandFor, brands, nameBesideLogo } from '../../lib/brands.ts';
import { orderedSocials, SocialIcons } from '../Header/SocialIcons.tsx';
import { homePath } from '../Header/index.tsx';
import { Link } from '../Link/index.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './Footer.module.css';

export function Footer({ theme }: { theme?: string | null | undefined }) {
  const site = useSite();
  const t = useTranslation();
  const { path } = useNavigation();
  const brand = brandFor(site.header.options.school);
  const size = logoSize(brand, 'logoFooter');
  const hydrated = useHydrated();
  const { variant, units } = site.footer.options;
  const unitBrands = variant === 'school' ? units.flatMap((unit) => brands[unit] ?? []) : [];
  return (
    <footer className={styles.footer} data-theme={theme ?? undefined} data-variant={variant}>
      <div className={styles.inner}>
        {variant === 'minimal' ? null : (
          <div className={styles.brand}>
            <Link
              className={styles.logo}
              link={{ href: homePath(site.locale, site.defaultLocale, path) }}
              aria-label={t('header.home', { site: site.name })}
            >
              {/* Lazy: an eager image outside a <picture> is preloaded by React at the top of the
                  head, ahead of the page's stylesheet; the footer is never in the first screen. */}
              <img className={styles.logoImage} src={brand.logoFooter} width={size.width} height={size.height} alt="" loading="lazy" />
            </Link>
            {nameBesideLogo(brand, site.name) === null ? null : <p className={styles.name}>{site.name}</p>}
          </div>
        )}
        {unitBrands.length > 0 ? (
          <nav aria-label={t('footer.units')}>
            <ul className={styles.units}>
              {unitBrands.map((unit) => {
                const unitSize = logoSize(unit, 'logoFooter');
                return (
                  <li key={unit.id}>
                    <Link className={styles.unit} link={{ href: `${site.domain}${unit.path}/` }}>
                      <img
                        className={styles.unitLogo}
                        src={unit.logoFooter}
                        width={unitSize.width}
                        height={unitSize.height}
                        alt={unit.name}
                        loading="lazy"
                      />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        {variant !== 'minimal' && site.socials.length > 0 ? (
          <nav className={styles.social} aria-label={t('footer.social')}>
            <SocialIcons socials={orderedSocials(site.socials, site.header.options)} label={null} size="xl" />
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
            {hydrated && site.thirdParties.consent ? (
              <li>
                <button type="button" className={styles.settings} onClick={() => window.OneTrust?.ToggleInfoDisplay?.()}>
                  {t('consent.settings')}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className={styles.rights}>{t('footer.rights', { site: site.name })}</p>
      </div>
    </footer>
  );
}
