import { useEffect, useId, useState } from 'react';
import type { CountdownProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { dateTimeFormat, numberFormat } from '../../lib/intl.ts';
import styles from './Countdown.module.css';

const MINUTE = 60_000;
const UNITS = [
  ['day', 24 * 60 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
] as const;

/** Days, hours and whole minutes left (rounded up, so "0 minutes" shows only when the moment has come). */
export function timeLeft(target: number, now: number): Array<{ unit: (typeof UNITS)[number][0]; value: number }> {
  let rest = Math.ceil(Math.max(0, target - now) / MINUTE) * MINUTE;
  return UNITS.map(([unit, size]) => {
    const value = Math.floor(rest / size);
    rest -= value * size;
    return { unit, value };
  });
}

/**
 * The static HTML (server, no JavaScript, first client render) says the date itself. Once the page
 * runs, the clock is read and the time left shown, then read again once a minute: the live region
 * changes at most once a minute, and politely, so it never talks over the visitor. Nothing moves
 * (the figures are replaced, not animated).
 */
export default function Countdown({ title, text, target, timeZone, ended, link }: CountdownProps) {
  const t = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [now, setNow] = useState<number | null>(null);
  const at = Date.parse(target);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  const date = dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
  const over = now !== null && now >= at;
  const parts = now === null ? [] : timeLeft(at, now);
  const spoken = parts.map(({ unit, value }) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {text ? <p className={styles.text}>{text}</p> : null}
        <p className={styles.date}>
          <time dateTime={target}>{t('countdown.on', { date })}</time>
        </p>
        <div className={styles.live} aria-live="polite" aria-atomic="true">
          {over ? (
            ended ? (
              <p className={styles.ended}>{ended}</p>
            ) : null
          ) : parts.length > 0 ? (
            <>
              {/* The sentence screen readers hear; the figures below say the same to the eye. */}
              <VisuallyHidden>
                {t('countdown.left', { time: new Intl.ListFormat(locale, { type: 'conjunction' }).format(spoken) })}
              </VisuallyHidden>
              <ol className={styles.units} aria-hidden="true">
                {parts.map(({ unit, value }) => {
                  const formatted = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).formatToParts(value);
                  return (
                    <li key={unit} className={styles.unit}>
                      <span key={value} className={styles.value}>
                        {numberFormat(locale, {}).format(value)}
                      </span>
                      <span className={styles.label}>
                        {formatted
                          .filter((part) => part.type === 'unit')
                          .map((part) => part.value)
                          .join('')}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </>
          ) : null}
        </div>
        {link?.text && (link.href || link.linkToURL) && !over ? (
          <p className={styles.action}>
            <Link className={styles.button} link={link}>
              {link.text}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
