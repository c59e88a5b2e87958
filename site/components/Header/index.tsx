// The site header (SPEC §2 "Header and navigation", SPEC §4 "Header scroll", "Menu panel",
// "Mobile menu"): announcement banner, desktop top bar, logo, main menu with mega panels and
// the mobile slide-in menu. Rendered complete on the server; JavaScript adds the headroom
// behaviour, hover and keyboard handling, and the modal mobile menu.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageLanguage } from '../../../content/schema/index.ts';
import { useNavigation } from '../../app/navigation.tsx';
import { useSite } from '../../app/site-context.tsx';
import { RenderOnce } from '../../app/render-once.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { header } from '../../../themes/global.ts';
import { brandForPath } from '../../lib/brands.ts';
import { Banner } from './Banner.tsx';
import { initialHeadroom, nextHeadroom, type HeadroomMode } from './headroom.ts';
import { Logo } from './Logo.tsx';
import { MainMenu } from './MainMenu.tsx';
import { MOBILE_MENU_BUTTON_ID, MOBILE_MENU_ID, MobileMenu } from './MobileMenu.tsx';
import { TopBar } from './TopBar.tsx';
import styles from './Header.module.css';

/**
 * SPEC §2 "Logo": the home of the current language — and of the current sub-site: a page below
 * a brand's prefix (`/business-school/…`, `/es/business-school/…`) links to that prefix's home.
 */
export function homePath(locale: string, defaultLocale: string, path = '/'): string {
  const rest = locale === defaultLocale ? path : path.replace(new RegExp(`^/${locale}(?=/)`), '');
  const prefix = brandForPath(rest)?.path ?? '';
  return locale === defaultLocale ? `${prefix}/` : `/${locale}${prefix}/`;
}

/** SPEC §2 "Main menu": a grid of 3 columns, 4 for site id 35. */
export const megaColumns = (siteId: number): number =>
  siteId === header.megaColumnsWideSiteId ? header.megaColumnsWide : header.megaColumns;

function useHeadroom(enabled: boolean, disabled: boolean): HeadroomMode {
  const [mode, setMode] = useState<HeadroomMode>('unfixed');
  useEffect(() => {
    if (!enabled) {
      setMode('unfixed');
      return;
    }
    let state = initialHeadroom(window.scrollY);
    let frame = 0;
    const options = { pinStart: header.pinStart, tolerance: header.tolerance, disabled };
    const update = () => {
      frame = 0;
      state = nextHeadroom(state, Math.max(0, window.scrollY), options);
      setMode(state.mode);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled, disabled]);
  return mode;
}

export function Header({
  alternates,
  overHero = false,
  theme,
}: {
  alternates: PageLanguage[];
  overHero?: boolean;
  theme?: string | null | undefined;
}) {
  const site = useSite();
  const t = useTranslation();
  const { options, mainMenu, topMenu } = site.header;
  const [enhanced, setEnhanced] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const openButton = useRef<HTMLAnchorElement | null>(null);
  const mode = useHeadroom(enhanced && options.sticky, options.disableHeadroom);

  useEffect(() => setEnhanced(true), []);

  // A client-side navigation closes every menu (the header stays mounted across pages).
  const { path } = useNavigation();
  useEffect(() => {
    setOpenIndex(null);
    setMobileOpen(false);
  }, [path]);

  // SPEC §4: unpinning closes the menu panel.
  useEffect(() => {
    if (mode === 'unpinned') setOpenIndex(null);
  }, [mode]);

  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    openButton.current?.focus();
  }, []);

  // SPEC §4 "Mobile menu": Escape closes it and body scroll is locked while it is open.
  useEffect(() => {
    if (!mobileOpen) return;
    const root = document.documentElement;
    root.setAttribute('data-scroll-lock', '');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMobile();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.removeAttribute('data-scroll-lock');
      document.removeEventListener('keydown', onKey);
    };
  }, [mobileOpen, closeMobile]);

  const menuOpen = openIndex !== null || mobileOpen;
  const scrolled = mode !== 'unfixed';
  // Transparent over a hero until the visitor scrolls or opens a menu (SPEC §2 "Header").
  const transparent = overHero && !scrolled && !menuOpen;

  const mainNav = (
    <MainMenu
      items={mainMenu.elements}
      openIndex={openIndex}
      setOpenIndex={setOpenIndex}
      enhanced={enhanced}
      columns={megaColumns(site.id)}
    />
  );
  const topBar = <TopBar options={options} topMenu={topMenu.elements} socials={site.socials} alternates={alternates} enhanced={enhanced} />;
  // The menus are rendered once in the HTML: the server's (and the hydrating render's) mobile
  // panel wraps the desktop main menu and the top bar, which CSS lays out as the header's bars
  // on wide screens and inside the panel on narrow ones (the main menu as nested lists; the top
  // bar's links, socials and languages as the panel's own), so both work without JavaScript.
  // Once scripts run, the panel moves after the header and builds its own sliding sub panels
  // and links from the menu data (rendered in the browser only, so they cost no HTML); the main
  // menu and the top bar take their places in the header, where they were shown, so nothing
  // visible moves.
  const mobileMenu = (wrapped?: { mainNav: ReactNode; topBar: ReactNode }) => (
    <MobileMenu
      open={mobileOpen}
      onClose={closeMobile}
      enhanced={enhanced}
      mainMenu={mainMenu.elements}
      wrapped={wrapped}
      topMenu={topMenu.elements}
      options={options}
      socials={site.socials}
      alternates={alternates}
    />
  );

  return (
    <div
      className={styles.root}
      data-theme={theme ?? undefined}
      data-headroom={mode}
      data-sticky={options.sticky ? '' : undefined}
      data-over-hero={overHero ? '' : undefined}
      data-transparent={transparent ? '' : undefined}
      data-menu-open={menuOpen ? '' : undefined}
      data-enhanced={enhanced ? '' : undefined}
    >
      <a className={styles.skip} href={`#${options.anchorID}`}>
        {t('a11y.skipToContent')}
      </a>
      {options.navigationBanner ? <Banner banner={options.navigationBanner} /> : null}
      <div className={styles.spacer}>
        <header className={styles.header}>
          {enhanced ? topBar : null}
          <div className={styles.main}>
            <Logo
              school={options.school}
              home={homePath(site.locale, site.defaultLocale, path)}
              siteName={site.name}
              light={overHero}
              scrolled={scrolled}
              menuOpen={menuOpen}
            />
            {enhanced
              ? mainNav
              : // The server's main menu, all panels closed: the same on every page of the site's
                // language but for the link to the current page, so rendered once (site/app/render-once.tsx).
                mobileMenu({ mainNav: <RenderOnce name="main-menu">{mainNav}</RenderOnce>, topBar })}
            <a
              ref={openButton}
              id={MOBILE_MENU_BUTTON_ID}
              className={styles.menuButton}
              href={`#${MOBILE_MENU_ID}`}
              role={enhanced ? 'button' : undefined}
              aria-expanded={enhanced ? mobileOpen : undefined}
              aria-controls={MOBILE_MENU_ID}
              aria-label={t('header.openMenu')}
              data-icon="menu"
              onClick={(event) => {
                event.preventDefault();
                setMobileOpen(true);
              }}
              onKeyDown={(event) => {
                // A role=button link also answers the space bar.
                if (event.key === ' ') {
                  event.preventDefault();
                  setMobileOpen(true);
                }
              }}
            />
          </div>
        </header>
      </div>
      {enhanced ? mobileMenu() : null}
    </div>
  );
}
