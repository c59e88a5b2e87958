import { useId } from 'react';
import type { SocialLinksProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { cssGlyph } from '../../components/Icon/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './SocialLinks.module.css';

/** How each network is called; X keeps the `twitter` glyph name of the icon set. */
const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  flickr: 'Flickr',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  podcast: 'Podcast',
  newsletter: 'Newsletter',
  whatsapp: 'WhatsApp',
};

/**
 * A list of links named by the network and the account ("LinkedIn: Centre for Business
 * Families"), in a navigation landmark named by the heading. The glyph is CSS-drawn (data-icon)
 * and hidden from screen readers; in the `icons` layout the name is the link's aria-label.
 */
export default function SocialLinks({ title, text, links, layout }: SocialLinksProps) {
  const t = useTranslation();
  const id = useId();
  return (
    <nav className={styles.root} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title || t('socialLinks.title')}
      </h2>
      {text ? <p className={styles.text}>{text}</p> : null}
      <ul className={styles.list} data-layout={layout}>
        {links.map((link) => {
          const network = NETWORK_NAMES[link.network] ?? link.network;
          const name = link.account ? t('socialLinks.label', { network, account: link.account }) : network;
          return (
            <li key={`${link.network} ${link.href}`}>
              {layout === 'icons' ? (
                <Link className={styles.link} link={{ href: link.href }} aria-label={name} data-icon={cssGlyph(link.network)} />
              ) : (
                <Link className={styles.link} link={{ href: link.href }} data-icon={cssGlyph(link.network)}>
                  <span className={styles.name}>
                    <span className={styles.network}>{network}</span>{' '}
                    {link.account ? <span className={styles.account}>{link.account}</span> : null}
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
