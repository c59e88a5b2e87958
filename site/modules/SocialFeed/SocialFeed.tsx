import { useEffect, useId, useRef, useState } from 'react';
import type { SocialFeedProps } from './definition.ts';
import { useSite } from '../../app/site-context.tsx';
import { cssGlyph } from '../../components/Icon/index.tsx';
import { watchMarketingConsent } from '../../app/third-parties.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { loadSocialFeed, postsOf, type SocialPost } from '../../lib/social-feed.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './SocialFeed.module.css';

const NETWORK_NAMES: Record<SocialFeedProps['network'], string> = {
  linkedin: 'LinkedIn',
  twitter: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

type Feed = { status: 'waiting' } | { status: 'loading' } | { status: 'shown'; posts: SocialPost[] } | { status: 'failed' };

/**
 * The profile link always; the posts only while the visitor consents to marketing (withdrawing
 * consent takes them away again). The list's status line is a polite live region, so a screen
 * reader hears when the posts arrive or fail, not every change of the page.
 */
export default function SocialFeed({ title, intro, network, account, profile, count }: SocialFeedProps) {
  const t = useTranslation();
  const site = useSite();
  const hydrated = useHydrated();
  const id = useId();
  const [consented, setConsented] = useState(false);
  const [feed, setFeed] = useState<Feed>({ status: 'waiting' });
  const root = useRef<HTMLElement | null>(null);
  const placeholder = useRef<HTMLDivElement | null>(null);
  const focusFeed = useRef(false);
  // Chosen through this module's own "Cookie settings" (focus back on it when the choice
  // closes), the button goes with the notice: focus moves to the feed, whose status line then
  // says when the posts arrive, instead of falling to the page's start.
  useEffect(
    () =>
      watchMarketingConsent((granted) => {
        focusFeed.current = granted && Boolean(placeholder.current?.contains(document.activeElement));
        setConsented(granted);
      }),
    [],
  );
  const waiting = feed.status === 'waiting';
  useEffect(() => {
    if (waiting || !focusFeed.current) return;
    focusFeed.current = false;
    root.current?.focus();
  }, [waiting]);

  const service = site.thirdParties.consent ? site.thirdParties.socialFeed : undefined;
  const networkName = NETWORK_NAMES[network];
  const wanted = hydrated && consented && Boolean(service);

  useEffect(() => {
    if (!wanted || !service) {
      setFeed({ status: 'waiting' });
      return;
    }
    let current = true;
    setFeed({ status: 'loading' });
    loadSocialFeed(service.script)
      .then((api) => api.posts({ network, account, count, locale: site.locale }))
      .then((answer) => current && setFeed({ status: 'shown', posts: postsOf(answer, count) }))
      .catch(() => current && setFeed({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [wanted, service, network, account, count, site.locale]);

  const status =
    feed.status === 'loading'
      ? t('socialFeed.loading')
      : feed.status === 'failed'
        ? t('socialFeed.failed', { network: networkName })
        : feed.status === 'shown'
          ? t('socialFeed.shown', { count: String(feed.posts.length), account, network: networkName })
          : '';

  return (
    <section ref={root} className={styles.root} aria-labelledby={`${id}-title`} data-network={network} tabIndex={-1}>
      <h2 className={styles.title} id={`${id}-title`}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {waiting ? (
        <div ref={placeholder} className={styles.placeholder}>
          <p className={styles.notice}>{t('socialFeed.notice', { account, network: networkName })}</p>
          {hydrated && service ? (
            <button type="button" className={styles.settings} onClick={() => window.OneTrust?.ToggleInfoDisplay?.()}>
              {t('socialFeed.settings')}
            </button>
          ) : null}
        </div>
      ) : null}
      {/* Present from the first render, so that what it says later is announced. */}
      <p className={styles.status} role="status">
        {status}
      </p>
      {feed.status === 'shown' && feed.posts.length > 0 ? (
        <ul className={styles.posts}>
          {feed.posts.map((post) => {
            const date = formatDate(post.date, site.locale);
            return (
              <li key={post.id} className={styles.post}>
                <p className={styles.text}>{post.text}</p>
                <p className={styles.meta}>
                  <time dateTime={post.date}>{date}</time>
                  <a className={styles.postLink} href={post.url} target="_blank" rel="noreferrer">
                    {t('socialFeed.post', { date, network: networkName })}
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <a className={styles.profile} href={profile} target="_blank" rel="noreferrer" data-icon={cssGlyph(network)}>
        {t('socialFeed.profile', { account, network: networkName })}
      </a>
    </section>
  );
}
