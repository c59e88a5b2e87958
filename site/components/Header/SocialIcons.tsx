// Social icons of the top bar, mobile menu and footer (SPEC §2 "Top bar": with optional order).
import type { HeaderOptions, SocialItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import { Icon } from '../Icon/index.tsx';
import styles from './Header.module.css';

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

/** A list of icon links; `label` names it as a group (omit it where a labelled landmark wraps it). */
export function SocialIcons({ socials, label, size = 20 }: { socials: SocialItem[]; label?: string | null; size?: number }) {
  const t = useTranslation();
  if (socials.length === 0) return null;
  const list = (
    <ul className={styles.socials}>
      {socials.map((social) => (
        <li key={social.icon}>
          <Link
            className={styles.socialLink}
            link={{ href: social.url, newTab: true }}
            aria-label={`${social.description ?? social.icon} ${t('header.opensInNewTab')}`}
          >
            <Icon name={social.icon} size={size} />
          </Link>
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
