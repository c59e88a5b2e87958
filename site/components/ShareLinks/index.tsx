// Share links of a detail page (news, events, publications; stories and programmes when they
// come): SPEC §2 "Share links". The canonical address of the page, shared as plain links that
// open in a new tab without telling the network where the visitor came from. Each network's
// glyph is drawn by CSS from the theme's icon tokens (data-icon), not written into every page.
import type { PageData } from '../../lib/page-view.ts';
import { useSite } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { canonicalUrl } from '../../lib/alternates.ts';
import { shareLinks } from '../../lib/share-links.ts';
import { cssGlyph } from '../Icon/index.tsx';
import styles from './ShareLinks.module.css';

export function ShareLinks({ page, title }: { page: Pick<PageData, 'path' | 'canonical'>; title: string }) {
  const site = useSite();
  const t = useTranslation();
  const url = canonicalUrl(site, page);
  return (
    <div className={styles.share} role="group" aria-label={t('share.title')} data-pagefind-ignore="all">
      <p className={styles.title} aria-hidden="true">
        {t('share.title')}
      </p>
      <ul className={styles.list}>
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network.id}>
            <a
              className={styles.link}
              href={href}
              target="_blank"
              rel="noreferrer"
              aria-label={t('share.on', { network: network.name })}
              data-share={network.id}
              data-icon={cssGlyph(network.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
