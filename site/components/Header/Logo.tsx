// SPEC §2 "Logo": links to the site home with the language prefix; the variant depends on the
// school (brand registry), light or normal, and the scrolled or menu-open state. Below the m
// breakpoint the compact mark of the same ink takes over through the picture's media query, so
// the menu button stays on screen at 320px (docs/accessibility.md, reflow).
// Client-side the variant changes with the scroll state, so the picture is keyed by it: a
// browser does not re-pick a picture's source when only its children change.
import { brandFor, logoVariant, nameBesideLogo } from '../../lib/brands.ts';
import { logoSize } from '../../lib/brand-logo.ts';
import { breakpoints } from '../../../themes/global.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import { NamedSentence, useSiteNameLanguage } from '../UnitName/index.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.tsx';
import styles from './Logo.module.css';

export function Logo({
  school,
  home,
  siteName,
  light,
  scrolled,
  menuOpen,
}: {
  school: string | undefined;
  home: string;
  siteName: string;
  light: boolean;
  scrolled: boolean;
  menuOpen: boolean;
}) {
  const brand = brandFor(school);
  const variant = logoVariant({ light, scrolled, menuOpen });
  const size = logoSize(brand, variant);
  const compact = variant === 'logoLight' ? 'logoMobileLight' : 'logoMobile';
  const mobile = logoSize(brand, compact);
  const t = useTranslation();
  const besideLogo = nameBesideLogo(brand, siteName) !== null;
  // Named by hidden text rather than aria-label, so the site's name in it can carry its language;
  // the name beside the logo is part of that text, so it is not read twice.
  return (
    <Link className={styles.logo} link={{ href: home }}>
      <VisuallyHidden>
        <NamedSentence sentence={(name) => t('header.home', { site: name })} name={siteName} lang={useSiteNameLanguage()} />
      </VisuallyHidden>
      <picture key={variant}>
        <source media={`(max-width: ${breakpoints.m - 1}px)`} srcSet={brand[compact]} width={mobile.width} height={mobile.height} />
        <img className={styles.logoImage} src={brand[variant]} width={size.width} height={size.height} alt="" data-variant={variant} />
      </picture>
      {besideLogo ? (
        <span className={styles.siteName} aria-hidden="true">
          {siteName}
        </span>
      ) : null}
    </Link>
  );
}
