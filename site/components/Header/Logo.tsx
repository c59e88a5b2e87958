// SPEC §2 "Logo": links to the site home with the language prefix; the variant depends on the
// school (brand registry), light or normal, and the scrolled or menu-open state. The compact
// mobile variant takes over below the m breakpoint through the picture's media query.
// Client-side the variant changes with the scroll state, so the picture is keyed by it: a
// browser does not re-pick a picture's source when only its children change.
import { brandFor, logoVariant } from '../../lib/brands.ts';
import { logoSize } from '../../lib/brand-logo.ts';
import { breakpoints } from '../../../themes/global.ts';
import { Link } from '../Link/index.tsx';
import styles from './Header.module.css';

export function Logo({
  school,
  home,
  label,
  siteName,
  light,
  scrolled,
  menuOpen,
}: {
  school: string | undefined;
  home: string;
  label: string;
  siteName: string;
  light: boolean;
  scrolled: boolean;
  menuOpen: boolean;
}) {
  const brand = brandFor(school);
  const variant = logoVariant({ light, scrolled, menuOpen });
  const size = logoSize(brand, variant);
  const mobile = logoSize(brand, 'logoMobile');
  return (
    <Link className={styles.logo} link={{ href: home }} aria-label={label}>
      <picture key={variant}>
        {/* The compact mobile variant is brand-coloured: over a hero the light variant stays. */}
        {variant === 'logo' ? (
          <source media={`(max-width: ${breakpoints.m - 1}px)`} srcSet={brand.logoMobile} width={mobile.width} height={mobile.height} />
        ) : null}
        <img className={styles.logoImage} src={brand[variant]} width={size.width} height={size.height} alt="" data-variant={variant} />
      </picture>
      <span className={styles.siteName}>{siteName}</span>
    </Link>
  );
}
