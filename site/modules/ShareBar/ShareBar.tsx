import { useId, useState } from 'react';
import type { ShareBarProps } from './definition.ts';
import { useSite } from '../../app/site-context.tsx';
import { announceText } from '../../app/announcer.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { canonicalUrl } from '../../lib/alternates.ts';
import { shareLinks } from '../../lib/share-links.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { cssGlyph } from '../../components/Icon/index.tsx';
import styles from './ShareBar.module.css';

export default function ShareBar({ title, text, networks, email, copyLink, page }: ShareBarProps) {
  const site = useSite();
  const t = useTranslation();
  const hydrated = useHydrated();
  const headingId = useId();
  const [copied, setCopied] = useState(false);
  const url = canonicalUrl(site, page);
  const links = shareLinks(url, text).filter(({ network }) => networks.includes(network.id));
  // Copying needs the page's script and a browser that lets it write the clipboard.
  const canCopy = copyLink && hydrated && typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  const copy = () => {
    void navigator.clipboard.writeText(url).then(
      () => {
        setCopied(true);
        announceText(t('shareBar.copied'));
      },
      () => setCopied(false),
    );
  };

  return (
    // The links are a group named by the heading: the whole bar (a name on a list without a role
    // is discouraged, and a wrapper would change the bar's layout of heading beside list).
    <div
      className={styles.root}
      data-pagefind-ignore="all"
      role="group"
      aria-label={title ? undefined : t('share.title')}
      aria-labelledby={title ? headingId : undefined}
    >
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {links.map(({ network, href }) => (
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
        {email ? (
          <li>
            <a
              className={styles.link}
              href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}`}
              aria-label={t('shareBar.email')}
              data-share="email"
              data-icon={cssGlyph('mail')}
            />
          </li>
        ) : null}
        {canCopy ? (
          <li>
            <button type="button" className={styles.copy} onClick={copy} data-copied={copied ? '' : undefined}>
              {copied ? t('shareBar.copied') : t('shareBar.copy')}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
