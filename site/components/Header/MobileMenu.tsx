// SPEC §2 "Mobile menu" and SPEC §4: a slide-in panel (at most 560px wide) with the main list,
// nested slide-in sub panels (2 levels), expandable items that open and close independently,
// primary and secondary calls to action, external links, a search link, social icons and a
// language switcher. Open and close buttons; Escape closes; body scroll is locked while open.
// Without JavaScript the open button is a link to the panel (shown by :target), which then
// wraps the desktop main menu laid out as nested lists and the desktop top bar laid out as the
// panel's links, socials and languages (the menus are in the HTML once), so every link is
// reachable.
// Keyboard (docs/accessibility.md): opening a sub panel moves focus into it, whatever it covers
// is inert (Tab never reaches a hidden item), and "Back" returns focus to the item that opened it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { HeaderOptions, MenuItem, PageLanguage, SocialItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/index.tsx';
import { Link } from '../Link/index.tsx';
import { Icon } from '../Icon/index.tsx';
import { childrenOf, hasChildren, itemKey, menuLink, splitSpecial } from './menu.ts';
import { MenuLabel } from './MenuLabel.tsx';
import { orderedSocials, SocialIcons } from './SocialIcons.tsx';
import { ParentAndChildLinks } from './ParentAndChildLinks.tsx';
import { topBarLocales } from './TopBar.tsx';
import styles from './MobileMenu.module.css';
import shared from './shared.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';
/** The open button's id: without JavaScript the close link leads back to it. */
export const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button';

const focusables = (root: HTMLElement | null): HTMLElement[] =>
  root
    ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
        (element) => element.offsetParent !== null && !element.closest('[inert]'),
      )
    : [];

/** One nested level: the parent's own link and its children; children with children open the next panel. */
function SubPanel({
  item,
  level,
  openPath,
  setOpenPath,
  enhanced,
  onBack,
}: {
  item: MenuItem;
  level: 1 | 2;
  openPath: number[];
  setOpenPath: (path: number[]) => void;
  enhanced: boolean;
  onBack: () => void;
}) {
  const t = useTranslation();
  const link = menuLink(item);
  const { regular, special } = splitSpecial(childrenOf(item));
  const open = openPath.length >= level;
  // A deeper panel slides over this one: its own controls are covered.
  const covered = enhanced && openPath.length > level;
  const back = useRef<HTMLButtonElement | null>(null);
  // The group is named by its title, whose label can carry its own language (MenuLabel).
  const titleId = useId();
  // Opening a panel takes focus into it (it covers the item that opened it).
  useEffect(() => {
    if (enhanced) back.current?.focus();
  }, [enhanced]);
  return (
    <div
      className={styles.subPanel}
      data-level={level}
      data-open={open ? '' : undefined}
      role={enhanced ? 'group' : undefined}
      aria-labelledby={enhanced ? titleId : undefined}
    >
      {enhanced ? (
        <button type="button" ref={back} className={styles.mobileBack} onClick={onBack} inert={covered}>
          <Icon name="chevron-left" size={20} />
          {t('header.back')}
        </button>
      ) : null}
      <p className={styles.subPanelTitle} id={titleId} inert={covered}>
        <MenuLabel item={item} />
      </p>
      <ul className={styles.mobileList}>
        {link ? (
          <li inert={covered}>
            <Link className={styles.mobileLink} link={link}>
              <MenuLabel item={item} />
            </Link>
          </li>
        ) : null}
        {[...regular, ...special].map((child, index) => (
          <MobileItem
            key={child.id ?? index}
            item={child}
            index={index}
            level={level}
            openPath={openPath}
            setOpenPath={setOpenPath}
            enhanced={enhanced}
          />
        ))}
      </ul>
    </div>
  );
}

function MobileItem({
  item,
  index,
  level,
  openPath,
  setOpenPath,
  enhanced,
}: {
  item: MenuItem;
  index: number;
  level: 0 | 1 | 2;
  openPath: number[];
  setOpenPath: (path: number[]) => void;
  enhanced: boolean;
}) {
  const link = menuLink(item);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  const nextLevel = (level + 1) as 1 | 2;
  const open = openPath[level] === index && openPath.length >= nextLevel;
  // "Back" closes the panel this item opened; focus returns here once the panel is gone.
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      trigger.current?.focus();
    }
  }, [open]);
  // An open sub panel at this level or deeper covers every item of this list but the one it belongs to.
  const covered = enhanced && openPath.length > level && !open;
  // Two nested levels of sub panels (SPEC §2); deeper children are not offered on mobile.
  if (!hasChildren(item) || level >= 2) {
    return link ? (
      <li inert={covered}>
        <Link className={styles.mobileLink} link={link}>
          {item.icon ? (
            <span className={styles.mobileIconLabel}>
              <Icon name={item.icon} size={20} />
              <MenuLabel item={item} />
            </span>
          ) : (
            <MenuLabel item={item} />
          )}
        </Link>
      </li>
    ) : null;
  }
  return (
    <li inert={covered}>
      <button
        type="button"
        ref={trigger}
        className={styles.mobileLink}
        aria-expanded={enhanced ? open : undefined}
        // Its own panel slides over it.
        inert={enhanced && open}
        onClick={() => setOpenPath([...openPath.slice(0, level), index])}
      >
        <MenuLabel item={item} />
        <Icon name="chevron-right" size={20} />
      </button>
      {!enhanced || open ? (
        <SubPanel
          item={item}
          level={nextLevel}
          openPath={openPath}
          setOpenPath={setOpenPath}
          enhanced={enhanced}
          onBack={() => {
            returnFocus.current = true;
            setOpenPath(openPath.slice(0, level));
          }}
        />
      ) : null}
    </li>
  );
}

/** External links (the top menu): expandable items that open and close independently. */
function ExpandableLinks({ items, enhanced }: { items: MenuItem[]; enhanced: boolean }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <ul className={styles.mobileExternal}>
      {items.map((item, index) => {
        const link = menuLink(item);
        if (!hasChildren(item)) {
          return link ? (
            <li key={item.id ?? index}>
              <Link className={styles.mobileSmallLink} link={link}>
                <MenuLabel item={item} />
              </Link>
            </li>
          ) : null;
        }
        const open = expanded.has(index);
        const id = `mobile-external-${itemKey(item, index)}`;
        return (
          <li key={item.id ?? index}>
            <button
              type="button"
              className={styles.mobileSmallLink}
              aria-expanded={enhanced ? open : undefined}
              aria-controls={id}
              onClick={() => toggle(index)}
            >
              <MenuLabel item={item} />
            </button>
            <ul id={id} className={styles.mobileExpand} hidden={enhanced && !open ? true : undefined}>
              <ParentAndChildLinks item={item} linkClassName={styles.mobileSmallLink} />
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export function MobileMenu({
  open,
  onClose,
  enhanced,
  mainMenu,
  wrapped,
  topMenu,
  options,
  socials,
  alternates,
}: {
  open: boolean;
  onClose: () => void;
  enhanced: boolean;
  mainMenu: MenuItem[];
  /**
   * Without JavaScript: the desktop main menu and top bar, which this panel wraps instead of a
   * main list, top-menu links, socials and languages of its own.
   */
  wrapped?: { mainNav: ReactNode; topBar: ReactNode } | undefined;
  topMenu: MenuItem[];
  options: HeaderOptions;
  socials: SocialItem[];
  alternates: PageLanguage[];
}) {
  const t = useTranslation();
  const [openPath, setOpenPath] = useState<number[]>([]);
  const panel = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement | null>(null);

  // Focus moves into the panel on open; a closed menu forgets its sub panels.
  useEffect(() => {
    if (open) closeButton.current?.focus();
    else setOpenPath([]);
  }, [open]);

  // Keep keyboard focus inside the open panel (it is modal).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(panel.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = panel.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  // While a sub panel is open it covers everything below the menu's head.
  const covered = enhanced && openPath.length > 0;

  const { primaryLink, secondaryLink, searchLink } = options;
  return (
    <section
      id={MOBILE_MENU_ID}
      ref={panel}
      className={styles.mobile}
      data-open={open ? '' : undefined}
      data-sub-level={openPath.length || undefined}
      // A dialog once scripts run; without them a named region (section) reached through the menu link.
      role={enhanced ? 'dialog' : undefined}
      aria-modal={enhanced ? true : undefined}
      aria-label={t('header.menu')}
    >
      <div className={styles.mobileHead}>
        {enhanced ? (
          <button
            type="button"
            ref={closeButton}
            className={`${styles.iconButton} ${shared.iconButton}`}
            onClick={onClose}
            aria-label={t('header.closeMenu')}
            data-icon="close"
          />
        ) : (
          <a
            className={`${styles.iconButton} ${shared.iconButton}`}
            href={`#${MOBILE_MENU_BUTTON_ID}`}
            aria-label={t('header.closeMenu')}
            data-icon="close"
          />
        )}
      </div>
      <div className={styles.mobileBody}>
        {/* Groups, not landmarks: the desktop header already has landmarks of these names. */}
        {wrapped?.mainNav ?? (
          <div role="group" aria-label={t('header.mainMenu')}>
            <ul className={styles.mobileList}>
              {mainMenu.map((item, index) => (
                <MobileItem
                  key={item.id ?? index}
                  item={item}
                  index={index}
                  level={0}
                  openPath={openPath}
                  setOpenPath={setOpenPath}
                  enhanced={enhanced}
                />
              ))}
            </ul>
          </div>
        )}
        {primaryLink || secondaryLink ? (
          <div className={styles.ctas} inert={covered}>
            {primaryLink ? (
              <Link className={styles.cta} link={{ href: primaryLink.url }}>
                <span data-style={primaryLink.style ?? 'primary'}>{primaryLink.text}</span>
              </Link>
            ) : null}
            {secondaryLink ? (
              <Link className={styles.ctaSecondary} link={{ href: secondaryLink.url }}>
                {secondaryLink.text}
              </Link>
            ) : null}
          </div>
        ) : null}
        {wrapped ? (
          wrapped.topBar
        ) : topMenu.length > 0 ? (
          <div role="group" aria-label={t('header.topMenu')} inert={covered}>
            <ExpandableLinks items={topMenu} enhanced={enhanced} />
          </div>
        ) : null}
        <div className={styles.mobileTools} inert={covered}>
          {searchLink ? (
            <Link className={styles.mobileSmallLink} link={{ href: searchLink.url }} data-icon="search">
              {searchLink.text}
            </Link>
          ) : null}
          {wrapped ? null : (
            <>
              {options.topNavigationContent.includes('showSocialMedia') ? <SocialIcons socials={orderedSocials(socials, options)} /> : null}
              <LanguageSwitcher alternates={alternates} locales={topBarLocales(options)} landmark={false} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
