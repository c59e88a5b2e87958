// The parts of the site footer, one function each, so the footer modules (FooterFull,
// FooterLanding, FooterCompact) that editors place on a page draw them exactly as the site
// footer does: the school's footer logo, the units' logos, the social links, the legal menu
// with "Cookie settings", and the copyright line. Each reads the site of the page it is on.
import { useNavigation } from '../../app/navigation.tsx';
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { logoSize } from '../../lib/brand-logo.ts';
import { brandFor, brands, nameBesideLogo, registryNameLanguage } from '../../lib/brands.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { orderedSocials, SocialIcons } from '../Header/SocialIcons.tsx';
import { homePath } from '../Header/index.tsx';
import { Link } from '../Link/index.tsx';
import { NamedSentence, useSiteNameLanguage } from '../UnitName/index.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.tsx';
import styles from './Footer.module.css';

/** The footer logo of the header's school, linking home, and the site's name beside it when the logo does not say it. */
export function FooterBrand() {
  const site = useSite();
  const t = useTranslation();
  const { path } = useNavigation();
  const brand = brandFor(site.header.options.school);
  const size = logoSize(brand, 'logoFooter');
  const nameLanguage = useSiteNameLanguage();
  return (
    <div className={styles.brand}>
      {/* Named by its hidden text, not aria-label: the site's name in it can carry its language. */}
      <Link className={styles.logo} link={{ href: homePath(site.locale, site.defaultLocale, path) }}>
        <VisuallyHidden>
          <NamedSentence sentence={(name) => t('header.home', { site: name })} name={site.name} lang={nameLanguage} />
        </VisuallyHidden>
        {/* Lazy: an eager image outside a <picture> is preloaded by React at the top of the
            head, ahead of the page's stylesheet; the footer is never in the first screen. */}
        <img className={styles.logoImage} src={brand.logoFooter} width={size.width} height={size.height} alt="" loading="lazy" />
      </Link>
      {nameBesideLogo(brand, site.name) === null ? null : <p className={styles.name}>{site.name}</p>}
    </div>
  );
}

/** The footer logos of `units` (brand ids), each linking to its unit's site. */
export function FooterUnits({ units }: { units: readonly string[] }) {
  const site = useSite();
  const t = useTranslation();
  const unitBrands = units.flatMap((unit) => brands[unit] ?? []);
  if (unitBrands.length === 0) return null;
  return (
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
                  lang={registryNameLanguage(unit, site.locale)}
                  loading="lazy"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The site's social networks; nothing when it has none. */
export function FooterSocial() {
  const site = useSite();
  const t = useTranslation();
  if (site.socials.length === 0) return null;
  return (
    <nav className={styles.social} aria-label={t('footer.social')}>
      <SocialIcons socials={orderedSocials(site.socials, site.header.options)} label={null} size="xl" />
    </nav>
  );
}

/**
 * The legal menu of the site's footer region. With a consent platform configured it ends with
 * "Cookie settings" (docs/third-parties.md), which needs the platform's script, so it appears
 * once the page runs.
 */
export function FooterLegal() {
  const site = useSite();
  const t = useTranslation();
  const hydrated = useHydrated();
  return (
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
  );
}

export function FooterRights() {
  const site = useSite();
  const t = useTranslation();
  return (
    <p className={styles.rights}>
      <NamedSentence sentence={(name) => t('footer.rights', { site: name })} name={site.name} lang={useSiteNameLanguage()} />
    </p>
  );
}
