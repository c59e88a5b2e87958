// SPEC §2 "Announcement banner": desktop text, mobile text, a link and a background colour. A
// visitor can dismiss it and it then stays hidden (localStorage). A tiny inline script (banner-script.ts,
// allowed by its CSP hash) hides a dismissed banner before the first paint, so it does not flash on later visits (and tells the
// page wrapper, whose data-header-banner keeps room for it above a hero).
import { useEffect, useState } from 'react';
import type { NavigationBanner } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { focusNextAfter } from '../../lib/focus.ts';
import { Link } from '../Link/index.tsx';
import styles from './Banner.module.css';
import shared from './shared.module.css';
import { BANNER_HIDE_SCRIPT, BANNER_STORAGE_KEY } from './banner-script.ts';

export { BANNER_STORAGE_KEY };

/** One banner differs from the next by its text: a new announcement shows again. */
export function bannerId(banner: NavigationBanner): string {
  let hash = 0;
  for (const char of `${banner.desktopText}|${banner.mobileText}|${banner.link?.href ?? ''}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

function isDismissed(id: string): boolean {
  try {
    return window.localStorage.getItem(BANNER_STORAGE_KEY) === id;
  } catch {
    return false; // storage blocked: the banner simply shows
  }
}

export function Banner({ banner }: { banner: NavigationBanner }) {
  const t = useTranslation();
  const id = bannerId(banner);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(isDismissed(id)), [id]);
  if (dismissed) return null;

  const dismiss = (event: { currentTarget: HTMLElement }) => {
    // A hero under a transparent header no longer keeps room for the banner.
    event.currentTarget.closest('[data-header-banner]')?.removeAttribute('data-header-banner');
    try {
      window.localStorage.setItem(BANNER_STORAGE_KEY, id);
    } catch {
      // Without storage the banner hides for this page view only.
    }
    // The button is about to go: focus moves on to what follows the banner, not to <body>.
    const section = event.currentTarget.closest('section');
    if (section) focusNextAfter(section);
    setDismissed(true);
  };
  return (
    <>
      <section
        className={styles.banner}
        aria-label={t('header.announcement')}
        // The inverse sub-theme: light text, and focus rings that show on the dark banner.
        data-subtheme="inverse"
        data-banner={id}
        style={banner.backgroundColor ? { backgroundColor: banner.backgroundColor } : undefined}
      >
        <p className={styles.bannerText}>
          <span className={styles.bannerDesktop}>{banner.desktopText}</span>
          <span className={styles.bannerMobile}>{banner.mobileText}</span>
          {banner.link ? (
            <>
              {' '}
              <Link className={styles.bannerLink} link={banner.link}>
                {banner.link.text ?? banner.link.href}
              </Link>
            </>
          ) : null}
        </p>
        <button
          type="button"
          className={`${styles.bannerClose} ${shared.iconButton}`}
          onClick={dismiss}
          aria-label={t('header.dismissBanner')}
          data-icon="close"
        />
      </section>
      <script dangerouslySetInnerHTML={{ __html: BANNER_HIDE_SCRIPT }} />
    </>
  );
}
