import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Card } from '../../../content/schema/index.ts';
import type { EventCalendarProps } from './definition.ts';
import { addDays, addMonths, dayOf, weekEnd, weekStart, weeksOf } from './month.ts';
import { Link } from '../../components/Link/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { RoundButton } from '../../components/RoundButton/index.tsx';
import styles from './EventCalendar.module.css';

/** The events on `day`, including those that span it. */
const eventsOn = (items: Card[], day: string) =>
  items.filter((card) => card.date && dayOf(card.date) <= day && day <= dayOf(card.endDate ?? card.date));

const eventsIn = (items: Card[], month: string) =>
  items.filter((card) => card.date && dayOf(card.date).slice(0, 7) <= month && month <= dayOf(card.endDate ?? card.date).slice(0, 7));

// Monday 2024-01-01 onwards: a known week to name the weekdays in the page's language.
const WEEK = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06', '2024-01-07'];

export default function EventCalendar({ title, items, initialMonth, link }: EventCalendarProps) {
  const t = useTranslation();
  const locale = useLocale();
  const enhanced = useHydrated();
  const titleId = useId();
  const captionId = useId();
  const helpId = useId();
  // The active day (roving tabindex) decides the month shown; `open` is the day whose events are listed.
  const [active, setActive] = useState(`${initialMonth}-01`);
  const [open, setOpen] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const grid = useRef<HTMLTableElement | null>(null);
  const month = active.slice(0, 7);

  // After a keyboard move the active cell takes focus (also when the move changed the month).
  useEffect(() => {
    if (!moved) return;
    grid.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
    setMoved(false);
  }, [active, moved]);

  const moveTo = (day: string) => {
    setActive(day);
    setMoved(true);
  };
  const showMonth = (offset: number) => {
    setActive(`${addMonths(`${month}-01`, offset).slice(0, 7)}-01`);
    setOpen(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => (event.ctrlKey ? `${month}-01` : weekStart(day)),
      End: () => (event.ctrlKey ? addDays(`${addMonths(`${month}-01`, 1).slice(0, 7)}-01`, -1) : weekEnd(day)),
      PageUp: () => addMonths(day, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(day, event.shiftKey ? 12 : 1),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(day);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(null);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const monthName = formatDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });
  const listed = open ? eventsOn(items, open) : eventsIn(items, month);
  const countLabel = (count: number) => (count === 1 ? t('calendar.event') : t('calendar.events', { count: String(count) }));

  return (
    <section className={styles.calendar} aria-labelledby={title ? titleId : captionId}>
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <div className={styles.bar}>
        {enhanced ? <RoundButton onClick={() => showMonth(-1)} glyph="←" label={t('calendar.previousMonth')} /> : null}
        <h3 id={captionId} className={styles.month} aria-live={enhanced ? 'polite' : undefined}>
          {monthName}
        </h3>
        {enhanced ? <RoundButton onClick={() => showMonth(1)} glyph="→" label={t('calendar.nextMonth')} /> : null}
      </div>
      {enhanced ? (
        <p id={helpId} className={styles.help}>
          {t('calendar.help')}
        </p>
      ) : null}
      {/* A plain table until hydrated: the grid role promises the arrow keys that only JavaScript gives. */}
      <table
        ref={grid}
        className={styles.grid}
        role={enhanced ? 'grid' : undefined}
        aria-labelledby={captionId}
        aria-describedby={enhanced ? helpId : undefined}
      >
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col" abbr={formatDate(day, locale, { weekday: 'long' })}>
                {formatDate(day, locale, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? 'week'}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} className={styles.empty} />;
                const events = eventsOn(items, day);
                return (
                  <td
                    key={day}
                    className={styles.day}
                    data-day={day}
                    data-events={events.length > 0 ? '' : undefined}
                    data-open={open === day ? '' : undefined}
                    role={enhanced ? 'gridcell' : undefined}
                    tabIndex={enhanced ? (day === active ? 0 : -1) : undefined}
                    aria-selected={enhanced ? open === day : undefined}
                    onKeyDown={enhanced ? (event) => onKeyDown(event, day) : undefined}
                    onClick={
                      enhanced
                        ? () => {
                            setActive(day);
                            setOpen(day);
                          }
                        : undefined
                    }
                  >
                    <span className={styles.number}>{Number(day.slice(8))}</span>
                    {events.length > 0 ? (
                      <span className={styles.count}>
                        <span className={styles.dot} aria-hidden="true" />
                        <span className={styles.countText}>{countLabel(events.length)}</span>
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.agenda} data-state={open ? 'open' : 'closed'}>
        <div className={styles.agendaBar}>
          <h3 className={styles.agendaTitle}>
            {open ? t('calendar.eventsOn', { day: formatDate(open, locale) }) : t('calendar.eventsIn', { month: monthName })}
          </h3>
          {open ? (
            <button type="button" className={styles.showMonth} onClick={() => setOpen(null)}>
              {t('calendar.showMonth')}
            </button>
          ) : null}
        </div>
        {listed.length === 0 ? (
          <p className={styles.none}>{open ? t('calendar.noneOn') : t('calendar.none')}</p>
        ) : (
          <ul className={styles.events}>
            {listed.map((card) => (
              <li key={card.id} className={styles.event}>
                <span className={styles.when}>
                  <time dateTime={card.date}>{formatDate(card.date ?? '', locale)}</time>
                  {card.label ? ` · ${card.label}` : null}
                </span>
                {/* An event of another language than the page's (a list's fallback) is marked with its own (WCAG 3.1.2). */}
                <Link className={styles.eventLink} link={{ href: card.url }} lang={card.lang} hrefLang={card.lang}>
                  {card.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {link?.text ? (
        <p className={styles.more}>
          <Link link={link}>{link.text}</Link>
        </p>
      ) : null}
    </section>
  );
}
