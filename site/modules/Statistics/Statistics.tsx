import { useEffect, useRef, useState } from 'react';
import type { StatisticsProps } from './definition.ts';
import { useLocale } from '../../app/site-context.tsx';
import { numberFormat } from '../../lib/intl.ts';
import styles from './Statistics.module.css';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';

/** SPEC §9 "Timings": the longest, 1s. */
const COUNT_MS = 1000;

function format(value: number, decimals: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/**
 * One figure. The server renders the final number; in the browser a figure that scrolls into
 * view later counts up to it once. Screen readers read the final figure only (the moving one is
 * hidden from them), and nothing moves under prefers-reduced-motion.
 */
function Counter({
  value,
  decimals,
  prefix,
  suffix,
}: {
  value: number;
  decimals: number;
  prefix?: string | undefined;
  suffix?: string | undefined;
}) {
  const locale = useLocale();
  const ref = useRef<HTMLSpanElement | null>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      // Already on screen when the page became interactive: the visitor has read it, leave it.
      if (first && visible) observer.disconnect();
      first = false;
      if (!visible) return;
      observer.disconnect();
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNT_MS);
        setShown(value * (1 - (1 - progress) ** 3));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);
  const final = `${prefix ?? ''}${format(value, decimals, locale)}${suffix ?? ''}`;
  return (
    <span className={styles.value} ref={ref}>
      <span aria-hidden="true">{`${prefix ?? ''}${format(shown, decimals, locale)}${suffix ?? ''}`}</span>
      <VisuallyHidden>{final}</VisuallyHidden>
    </span>
  );
}

export default function Statistics({ title, items }: StatisticsProps) {
  return (
    <div className={styles.root}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.figure}>
              <Counter value={item.value} decimals={item.decimals} prefix={item.prefix} suffix={item.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
