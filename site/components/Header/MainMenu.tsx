// SPEC §2 "Main menu (desktop)" and SPEC §4 "Menu panel": horizontal items open a mega panel on
// hover or keyboard (ArrowRight opens and enters it; ArrowLeft and Escape close it and return
// to the item). The panel is a grid of 3 columns (4 for site id 35) or, for an item marked
// verticalMenu, a cascading menu. Special items are icon links at the bottom; the parent's
// own link comes first, labelled with its name. Without JavaScript, :hover and :focus-within
// open the panels, so every link of the site stays reachable; a cascading panel then offers its
// item's own link (its levels are drawn by the browser, see below).
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { MenuItem } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import { CascadingMenu } from './CascadingMenu.tsx';
import { cssGlyph } from '../Icon/index.tsx';
import { childrenOf, hasChildren, itemKey, menuLink, splitSpecial } from './menu.ts';
import { MenuLabel } from './MenuLabel.tsx';
import styles from './MainMenu.module.css';
import shared from './shared.module.css';

const focusables = (root: HTMLElement | null): HTMLElement[] =>
  root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]):not([tabindex="-1"])')) : [];

function SpecialItems({ items }: { items: MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.special}>
      {items.map((item, index) => {
        const link = menuLink(item);
        return link ? (
          <li key={item.id ?? index}>
            <Link className={styles.specialLink} link={link} data-icon={cssGlyph(item.icon)}>
              <MenuLabel item={item} />
            </Link>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** Styled by its structure (MainMenu.module.css "grid"), so no item repeats a class. */
function GridPanel({ items }: { items: MenuItem[] }) {
  return (
    <ul className={`${styles.grid} ${shared.flatInPanel}`}>
      {items.map((child, index) => {
        const link = menuLink(child);
        return (
          <li key={child.id ?? index}>
            {link ? (
              <Link link={link}>
                <MenuLabel item={child} />
              </Link>
            ) : (
              <span>
                <MenuLabel item={child} />
              </span>
            )}
            {child.url?.description ? <p>{child.url.description}</p> : null}
            {hasChildren(child) ? (
              <ul>
                {childrenOf(child).map((grandchild, grandIndex) => {
                  const grandLink = menuLink(grandchild);
                  return grandLink ? (
                    <li key={grandchild.id ?? grandIndex}>
                      <Link link={grandLink}>
                        <MenuLabel item={grandchild} />
                      </Link>
                    </li>
                  ) : null;
                })}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function MainMenu({
  items,
  openIndex,
  setOpenIndex,
  enhanced,
  columns,
}: {
  items: MenuItem[];
  openIndex: number | null;
  setOpenIndex: (index: number | null) => void;
  enhanced: boolean;
  columns: number;
}) {
  const t = useTranslation();
  const focusFirst = useRef<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = useRef<Array<HTMLDivElement | null>>([]);

  // Move focus into a panel once it is displayed (ArrowRight on its item).
  useEffect(() => {
    if (openIndex !== null && focusFirst.current === openIndex) {
      focusables(panels.current[openIndex] ?? null)[0]?.focus();
    }
    focusFirst.current = null;
  }, [openIndex]);

  const close = (index: number, returnFocus: boolean) => {
    setOpenIndex(null);
    if (returnFocus) buttons.current[index]?.focus();
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirst.current = index;
      if (openIndex === index) focusables(panels.current[index] ?? null)[0]?.focus();
      else setOpenIndex(index);
    } else if (event.key === 'Escape' || event.key === 'ArrowLeft') {
      if (openIndex === index) {
        event.preventDefault();
        close(index, true);
      }
    }
  };

  // Escape closes the open panel from anywhere (WCAG 1.4.13: hover content is dismissible
  // without moving the pointer); ArrowLeft inside the panel leaves it. Focus returns to the item
  // when it was in the panel, so it never falls to <body>. (The cascading menu handles its own
  // arrows and stops them.)
  useEffect(() => {
    if (openIndex === null) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panels.current[openIndex];
      const inPanel = Boolean(panel && event.target instanceof Node && panel.contains(event.target));
      if (event.key === 'Escape' || (event.key === 'ArrowLeft' && inPanel)) {
        event.preventDefault();
        setOpenIndex(null);
        if (inPanel) buttons.current[openIndex]?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openIndex, setOpenIndex]);

  // Hover opens on a mouse only: a tap on a touch screen is a click, which toggles.
  // A mouse that hovers an item and then clicks it wants the panel it is looking at: that first
  // click keeps the hover-opened panel open instead of closing it; the next click closes it.
  const openedByHover = useRef<number | null>(null);
  const onPointer = (index: number | null) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = index;
    setOpenIndex(index);
  };
  const onItemClick = (index: number, open: boolean) => {
    const keepHoverPanel = openedByHover.current === index;
    openedByHover.current = null;
    setOpenIndex(open && !keepHoverPanel ? null : index);
  };

  return (
    <nav className={`${styles.mainNav} ${shared.flatInPanel} ${shared.menuLevel}`} aria-label={t('header.mainMenu')}>
      <ul className={`${styles.mainList} ${shared.flatInPanel}`}>
        {items.map((item, index) => {
          const link = menuLink(item);
          if (!hasChildren(item)) {
            return (
              <li key={item.id ?? index} className={`${styles.mainItem} ${shared.flatInPanel}`}>
                {link ? (
                  <Link className={styles.mainLink} link={link}>
                    <MenuLabel item={item} />
                  </Link>
                ) : null}
              </li>
            );
          }
          const open = openIndex === index;
          const panelId = `mega-${itemKey(item, index)}`;
          const { regular, special } = splitSpecial(childrenOf(item));
          const vertical = Boolean(item.verticalMenu);
          return (
            <li
              key={item.id ?? index}
              className={`${styles.mainItem} ${shared.flatInPanel}`}
              data-open={open ? '' : undefined}
              onPointerEnter={onPointer(index)}
              onPointerLeave={onPointer(null)}
              onBlur={(event) => {
                if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex(null);
              }}
            >
              <button
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                className={styles.mainLink}
                aria-expanded={enhanced ? open : undefined}
                aria-controls={panelId}
                onClick={() => onItemClick(index, open)}
                onKeyDown={onItemKeyDown(index)}
              >
                <MenuLabel item={item} />
              </button>
              <div
                id={panelId}
                ref={(element) => {
                  panels.current[index] = element;
                }}
                className={`${styles.panel} ${shared.flatInPanel}`}
                data-kind={vertical ? 'cascading' : 'grid'}
                data-style={item.config?.headerStyle ?? undefined}
                data-columns={vertical ? undefined : columns}
              >
                <div className={`${styles.panelInner} ${shared.flatInPanel}`}>
                  <div className={styles.panelHead}>
                    {link ? (
                      <Link className={styles.panelParent} link={link}>
                        <MenuLabel item={item} />
                      </Link>
                    ) : (
                      <p className={styles.panelParent}>
                        <MenuLabel item={item} />
                      </p>
                    )}
                    {item.auxText ? <p className={styles.panelAux}>{item.auxText}</p> : null}
                  </div>
                  {vertical ? (
                    // The cascading menu's levels (a university's schools and centres: a quarter of
                    // every page's HTML) are rendered in the browser from the site data every
                    // page already loads. Without JavaScript the panel leads to its item's own
                    // page instead; an item without a page of its own keeps its levels in the HTML.
                    enhanced || !link ? (
                      <CascadingMenu items={regular} visible={open} onExit={() => close(index, true)} />
                    ) : null
                  ) : (
                    <GridPanel items={regular} />
                  )}
                  <SpecialItems items={special} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
