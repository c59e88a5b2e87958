// SPEC §2 "Main menu" cascading variant and SPEC §4 "Cascading menu": up to 4 levels; hovering
// a row sets the active row at its level and truncates deeper levels; leaving resets to the
// first row. A list taller than 354px (SPEC §9) scrolls with arrow buttons. Every level is
// nested inside its parent row, so where the server renders it (an item with no page of its own,
// MainMenu.tsx) :hover and :focus-within open it without JavaScript.
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../../content/schema/index.ts';
import { header } from '../../../themes/global.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { Link } from '../Link/index.tsx';
import { Icon } from '../Icon/index.tsx';
import { childrenOf, hasChildren, menuLink } from './menu.ts';
import { MenuLabel } from './MenuLabel.tsx';
import styles from './CascadingMenu.module.css';
import shared from './shared.module.css';

// A row is the first child of its item (a link or a button); rows and items carry no class or
// attribute of their own, the CSS reaches them through the list (they repeat on every page).
const ROW = ':scope > li > :first-child';
const rowsOf = (list: HTMLElement | null): HTMLElement[] => (list ? Array.from(list.querySelectorAll<HTMLElement>(ROW)) : []);

function ScrollArrows({ list, visible }: { list: HTMLUListElement | null; visible: boolean }) {
  const t = useTranslation();
  const [edges, setEdges] = useState<{ scrollable: boolean; atTop: boolean; atBottom: boolean }>({
    scrollable: false,
    atTop: true,
    atBottom: false,
  });
  useEffect(() => {
    if (!list || !visible) return;
    const update = () =>
      setEdges({
        scrollable: list.scrollHeight > header.submenuScrollThreshold,
        atTop: list.scrollTop <= 0,
        atBottom: list.scrollTop + list.clientHeight >= list.scrollHeight - 1,
      });
    update();
    list.addEventListener('scroll', update, { passive: true });
    return () => list.removeEventListener('scroll', update);
  }, [list, visible]);
  if (!edges.scrollable || !list) return null;
  const scroll = (by: number) => list.scrollBy({ top: by, behavior: 'smooth' });
  // The arrows never take focus: one that becomes disabled at the end would drop it, which
  // reads as leaving the menu and closes the panel.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  return (
    <>
      <button
        type="button"
        tabIndex={-1}
        className={styles.scrollArrow}
        data-direction="up"
        disabled={edges.atTop}
        aria-label={t('header.scrollUp')}
        onMouseDown={keepFocus}
        onClick={() => scroll(-120)}
      >
        <Icon name="chevron-up" size={18} />
      </button>
      <button
        type="button"
        tabIndex={-1}
        className={styles.scrollArrow}
        data-direction="down"
        disabled={edges.atBottom}
        aria-label={t('header.scrollDown')}
        onMouseDown={keepFocus}
        onClick={() => scroll(120)}
      >
        <Icon name="chevron-down" size={18} />
      </button>
    </>
  );
}

interface LevelProps {
  items: MenuItem[];
  level: number;
  path: number[];
  visible: boolean;
  setActive: (level: number, index: number) => void;
  truncate: (level: number) => void;
  onExit: () => void;
}

function CascadeLevel({ items, level, path, visible, setActive, truncate, onExit }: LevelProps) {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const active = path[level];
  // Arrow keys on a row (a link or a button): the rows of its own level are its list's.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rows = rowsOf(event.currentTarget.closest('ul'));
    const current = rows.indexOf(event.currentTarget);
    if (current === -1) return;
    const item = items[current];
    switch (event.key) {
      case 'ArrowDown':
        rows[(current + 1) % rows.length]?.focus();
        break;
      case 'ArrowUp':
        rows[(current - 1 + rows.length) % rows.length]?.focus();
        break;
      case 'ArrowRight': {
        if (!item || !hasChildren(item) || level + 1 >= header.cascadingDepth) return;
        setActive(level, current);
        const row = rows[current];
        // The deeper level renders on the next frame; focus its first row then.
        requestAnimationFrame(() => rowsOf(row?.parentElement?.querySelector('ul') ?? null)[0]?.focus());
        break;
      }
      case 'ArrowLeft': {
        if (level === 0) {
          onExit();
        } else {
          truncate(level);
          const parentRow = event.currentTarget.closest('ul')?.closest('li')?.querySelector<HTMLElement>(':scope > :first-child');
          parentRow?.focus();
        }
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className={`${styles.cascadeLevel} ${shared.flatInPanel} ${shared.menuLevel}`}>
      <ul ref={setList}>
        {items.map((item, index) => {
          const link = menuLink(item);
          const deeper = hasChildren(item) && level + 1 < header.cascadingDepth;
          const isActive = active === index;
          // A row with a deeper level is followed by it: CSS draws its chevron (:not(:last-child)).
          const content = <MenuLabel item={item} />;
          return (
            <li
              key={item.id ?? index}
              data-active={isActive ? '' : undefined}
              onMouseEnter={() => setActive(level, index)}
              onFocus={(event) => {
                if (event.target === event.currentTarget.firstElementChild) setActive(level, index);
              }}
            >
              {link ? (
                <Link link={link} onKeyDown={onKeyDown}>
                  {content}
                </Link>
              ) : (
                <button type="button" aria-expanded={deeper ? isActive : undefined} onKeyDown={onKeyDown}>
                  {content}
                </button>
              )}
              {deeper ? (
                <CascadeLevel
                  items={childrenOf(item)}
                  level={level + 1}
                  path={path}
                  visible={visible && isActive}
                  setActive={setActive}
                  truncate={truncate}
                  onExit={onExit}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <ScrollArrows list={list} visible={visible} />
    </div>
  );
}

export function CascadingMenu({ items, visible, onExit }: { items: MenuItem[]; visible: boolean; onExit: () => void }) {
  const [path, setPath] = useState<number[]>([0]);
  // SPEC §4: closing (or leaving) resets to the first row.
  useEffect(() => {
    if (!visible) setPath([0]);
  }, [visible]);
  return (
    <div className={styles.cascade} onMouseLeave={() => setPath([0])}>
      <CascadeLevel
        items={items}
        level={0}
        path={path}
        visible={visible}
        setActive={(level, index) =>
          setPath((current) => (current[level] === index && current.length === level + 1 ? current : [...current.slice(0, level), index]))
        }
        truncate={(level) => setPath((current) => current.slice(0, level))}
        onExit={onExit}
      />
    </div>
  );
}
