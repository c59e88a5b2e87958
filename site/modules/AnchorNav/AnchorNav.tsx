import { useEffect, useState } from 'react';
import type { AnchorNavProps } from './definition.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './AnchorNav.module.css';

/**
 * The target the visitor is reading: the last one whose top has passed the line a little below
 * the top of the window (where the sticky bar and a pinned header end), or none above the first.
 */
export function currentTarget(tops: Array<{ target: string; top: number }>, line: number): string | undefined {
  let current: string | undefined;
  for (const { target, top } of tops) if (top <= line) current = target;
  return current;
}

export default function AnchorNav({ label, items, sticky }: AnchorNavProps) {
  const t = useTranslation();
  const [current, setCurrent] = useState<string | undefined>();

  // Marks the section in view; read on scroll once per frame, so nothing runs between frames.
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = items.flatMap(({ target }) => {
        const element = document.getElementById(target);
        return element ? [{ target, top: element.getBoundingClientRect().top }] : [];
      });
      setCurrent(currentTarget(tops, window.innerHeight / 3));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <nav className={styles.nav} aria-label={label ?? t('anchorNav.label')} data-sticky={sticky ? '' : undefined} data-pagefind-ignore="all">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.target}>
            <a className={styles.link} href={`#${item.target}`} aria-current={current === item.target ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
