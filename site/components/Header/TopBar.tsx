// SPEC §2 "Top bar (desktop only)": skip link, social icons (optional order), language switcher,
// external links with dropdowns (SPEC §4 "Top-bar dropdown": open on hover on desktop, on
// click on mobile) and the chatbot icon when the bot option is set and a bot address exists
// (every page here is statically generated).
import { useEffect, useRef, useState } from 'react';
import type { HeaderOptions, MenuItem, PageLanguage, SocialItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/index.tsx';
import { Link } from '../Link/index.tsx';
import { hasChildren, itemKey, menuLink } from './menu.ts';
import { MenuLabel } from './MenuLabel.tsx';
import { orderedSocials, SocialIcons } from './SocialIcons.tsx';
import { ParentAndChildLinks } from './ParentAndChildLinks.tsx';
import { RenderOnce } from '../../app/render-once.tsx';
import styles from './TopBar.module.css';

/** Languages the top bar offers, from topNavigationContent. */
export function topBarLocales(options: HeaderOptions): string[] {
  const shown = options.topNavigationContent;
  return [shown.includes('showEnglishLanguage') ? 'en' : null, shown.includes('showSpanishLanguage') ? 'es' : null].filter(
    (locale): locale is string => locale !== null,
  );
}

/**
 * SPEC §2 "Top bar": the chatbot icon shows only if the bot option is set and the page is not
 * statically generated or a bot address exists. Every page of this site is statically generated.
 */
export function chatbotVisible(
  options: Pick<HeaderOptions, 'topNavigationContent' | 'botUrl'>,
  renderer: 'ssg' | 'editor' | 'preview' = 'ssg',
): boolean {
  return options.topNavigationContent.includes('showBot') && (renderer !== 'ssg' || Boolean(options.botUrl));
}

export function TopMenuDropdown({
  item,
  index,
  enhanced,
  idPrefix,
}: {
  item: MenuItem;
  index: number;
  enhanced: boolean;
  idPrefix: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);
  const link = menuLink(item);
  // WCAG 1.4.13: the list a hover opened covers the logo and the page title, so Escape closes it
  // wherever focus is; focus inside it goes back to its button rather than to <body>.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const element = root.current;
      if (element?.contains(document.activeElement)) element.querySelector('button')?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  if (!hasChildren(item)) {
    return link ? (
      <Link className={styles.topLink} link={link}>
        <MenuLabel item={item} />
      </Link>
    ) : null;
  }
  const id = `${idPrefix}-${itemKey(item, index)}`;
  return (
    // Hover is a mouse convenience; the button is the control (click, Enter, Space).
    <div
      ref={root}
      className={styles.dropdown}
      data-open={open ? '' : undefined}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.topLink}
        aria-expanded={enhanced ? open : undefined}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <MenuLabel item={item} />
      </button>
      <ul className={styles.dropdownList} id={id}>
        <ParentAndChildLinks item={item} linkClassName={undefined} />
      </ul>
    </div>
  );
}

export function TopBar({
  options,
  topMenu,
  socials,
  alternates,
  enhanced,
}: {
  options: HeaderOptions;
  topMenu: MenuItem[];
  socials: SocialItem[];
  alternates: PageLanguage[];
  enhanced: boolean;
}) {
  const t = useTranslation();
  const showSocial = options.topNavigationContent.includes('showSocialMedia');
  const showBot = chatbotVisible(options);
  return (
    <div className={styles.topBar}>
      <div className={styles.topBarInner}>
        {/* The top menu and the socials are the same on every page of the site's language (site/app/render-once.tsx). */}
        {topMenu.length > 0 ? (
          <RenderOnce name={`top-menu:${enhanced}`}>
            <nav className={styles.topMenu} aria-label={t('header.topMenu')}>
              {topMenu.map((item, index) => (
                <TopMenuDropdown key={item.id ?? index} item={item} index={index} enhanced={enhanced} idPrefix="top" />
              ))}
            </nav>
          </RenderOnce>
        ) : null}
        <div className={styles.topTools}>
          {showSocial ? (
            <RenderOnce name="top-socials">
              <SocialIcons socials={orderedSocials(socials, options)} size="m" />
            </RenderOnce>
          ) : null}
          <LanguageSwitcher alternates={alternates} locales={topBarLocales(options)} />
          {showBot && options.botUrl ? (
            <Link
              className={styles.chatbot}
              link={{ href: options.botUrl, newTab: true }}
              aria-label={t('header.chatbot')}
              data-icon="chat"
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
