// Social icons of the top bar, mobile menu and footer (SPEC §2 "Top bar": with optional order).
import type { HeaderOptions, SocialItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import { cssGlyph } from '../Icon/index.tsx';
import styles from './SocialIcons.module.css';

/** The site's socials, in the header's order when orderSocialIcons is set (unlisted ones last). */
export function orderedSocials(socials: SocialItem[], options: Pick<HeaderOptions, 'orderSocialIcons' | 'socialMediaOrder'>): SocialItem[] {
  if (!options.orderSocialIcons || !options.socialMediaOrder?.length) return socials;
  const order = options.socialMediaOrder;
  const rank = (social: SocialItem) => {
    const index = order.indexOf(social.icon);
    return index === -1 ? order.length : index;
  };
  return [...socials].sort((a, b) => rank(a) - rank(b));
}

/**
 * A list of icon links; `label` names it as a group (omit it where a labelled landmark wraps it).
 * The glyphs are drawn by CSS from the theme's icon tokens (data-icon), not written as inline SVG:
 * the same networks show in the top bar, the mobile menu and the footer of every page. `size`
 * is a theme icon size: m 18px (top bar), l 20px, xl 24px (footer).
 */
export function SocialIcons({ socials, label, size = 'l' }: { socials: SocialItem[]; label?: string | null; size?: 'm' | 'l' | 'xl' }) {
  const t = useTranslation();
  if (socials.length === 0) return null;
  const list = (
    <ul className={styles.socials} data-size={size}>
      {socials.map((social) => (
        <li key={social.icon}>
          <Link
            link={{ href: social.url, newTab: true }}
            aria-label={`${social.description ?? social.icon} ${t('header.opensInNewTab')}`}
            data-icon={cssGlyph(social.icon)}
          />
        </li>
      ))}
    </ul>
  );
  if (label === null) return list;
  return (
    <div role="group" aria-label={label ?? t('header.social')}>
      {list}
    </div>
  );
}
