import { useEffect, useId, useRef, useState } from 'react';
import type { EmbedConsentProps } from './definition.ts';
import { useSite } from '../../app/site-context.tsx';
import { watchMarketingConsent } from '../../app/third-parties.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './EmbedConsent.module.css';

export default function EmbedConsent({ title, description, src, ratio }: EmbedConsentProps) {
  const t = useTranslation();
  const site = useSite();
  const hydrated = useHydrated();
  const headingId = useId();
  const [consented, setConsented] = useState(false);
  const placeholder = useRef<HTMLDivElement | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const focusFrame = useRef(false);
  // Follows the visitor's choice both ways: withdrawing consent removes the frame again. Chosen
  // through this module's own "Cookie settings" (focus back on it when the choice closes), the
  // button goes with the notice: focus moves to the frame it let in, not to the page's start.
  useEffect(
    () =>
      watchMarketingConsent((granted) => {
        focusFrame.current = granted && Boolean(placeholder.current?.contains(document.activeElement));
        setConsented(granted);
      }),
    [],
  );

  const { host, origin } = new URL(src);
  // A host the site does not allow would be refused by its Content-Security-Policy; the
  // consent platform is what asks, so without one nothing is ever framed.
  const allowed = Boolean(site.thirdParties.consent) && (site.thirdParties.embed?.hosts.frame ?? []).includes(origin);
  const framed = hydrated && allowed && consented;
  useEffect(() => {
    if (!framed || !focusFrame.current) return;
    focusFrame.current = false;
    frame.current?.focus();
  }, [framed]);

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.frame} data-ratio={ratio} data-framed={framed ? '' : undefined}>
        {framed ? (
          <iframe
            ref={frame}
            className={styles.iframe}
            src={src}
            title={title}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div ref={placeholder} className={styles.placeholder}>
            <p className={styles.notice}>{allowed ? t('embed.notice', { host }) : t('embed.blocked', { host })}</p>
            {hydrated && allowed ? (
              <button type="button" className={styles.settings} onClick={() => window.OneTrust?.ToggleInfoDisplay?.()}>
                {t('embed.settings')}
              </button>
            ) : null}
          </div>
        )}
      </div>
      <a className={styles.open} href={src} target="_blank" rel="noreferrer">
        {t('embed.open', { host })}
      </a>
    </section>
  );
}
