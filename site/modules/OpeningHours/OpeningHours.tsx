import { Fragment } from 'react';
import type { OpeningHoursProps } from './definition.ts';
import { useLocale } from '../../app/site-context.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { dateTimeFormat } from '../../lib/intl.ts';
import { localDay, WEEKDAYS, type Weekday } from '../../lib/local-day.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useNow } from '../../lib/use-now.ts';
import { openAt, periodsOn, upcomingExceptions, type Period } from './hours.ts';
import styles from './OpeningHours.module.css';

/** A time as people write it on a door, "8:30", machine-readable in its <time>. */
const Time = ({ value }: { value: string }) => <time dateTime={value}>{value.replace(/^0(\d)/, '$1')}</time>;

function Periods({ periods, closed }: { periods: readonly Period[]; closed: string }) {
  if (periods.length === 0) return <>{closed}</>;
  return (
    <>
      {/* The separator stays outside the unbreakable period: on a narrow screen the periods go one under the other. */}
      {periods.map((period, index) => (
        <Fragment key={period.opens}>
          {index > 0 ? ', ' : null}
          <span className={styles.period}>
            <Time value={period.opens} />–<Time value={period.closes} />
          </span>
        </Fragment>
      ))}
    </>
  );
}

/** A weekday's name in the page's language, capitalised as a row heading ("Lunes"). 1 January 2024 was a Monday. */
const dayName = (weekday: Weekday, locale: string) => {
  const name = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(weekday)));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

/**
 * The week as a table, a weekday heading each row, its periods or "Closed" in words; the
 * exceptions still to come as a list under their heading. What depends on the visitor's moment
 * (today's row, marked aria-current="date" and "Today"; whether the place is open now) appears
 * only once the page runs, so a cached page never states a stale "open now".
 */
export default function OpeningHours(props: OpeningHoursProps) {
  const { title, place, intro, timeZone, asOf } = props;
  const t = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const now = localDay(useNow(asOf), timeZone);
  const upcoming = upcomingExceptions(props, now.date);
  const current = openAt(props, now);
  const closed = t('openingHours.closed');
  const status = current.open
    ? t('openingHours.openNow', { time: current.until.replace(/^0(\d)/, '$1') })
    : current.closedFor
      ? t('openingHours.closedToday', { label: current.closedFor })
      : t('openingHours.closedNow');
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title || t('openingHours.title')}</h2>
      {place ? <p className={styles.place}>{place}</p> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {hydrated ? (
        <p className={styles.now} data-open={current.open ? '' : undefined}>
          {status}
        </p>
      ) : null}
      <div className={styles.columns}>
        <table className={styles.week}>
          <caption className={styles.caption}>{t('openingHours.week')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('openingHours.day')}</th>
              <th scope="col">{t('openingHours.hours')}</th>
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => {
              const today = hydrated && weekday === now.weekday;
              return (
                <tr key={weekday} aria-current={today ? 'date' : undefined} className={today ? styles.today : undefined}>
                  <th scope="row">
                    {dayName(weekday, locale)}
                    {today ? <span className={styles.todayTag}> {t('openingHours.today')}</span> : null}
                  </th>
                  <td>
                    <Periods periods={periodsOn(props, weekday)} closed={closed} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {upcoming.length > 0 ? (
          <div className={styles.exceptions}>
            <h3 className={styles.exceptionsTitle}>{t('openingHours.exceptions')}</h3>
            <ul className={styles.exceptionList}>
              {upcoming.map((exception) => (
                <li key={`${exception.date}-${exception.label}`} className={styles.exception}>
                  <span className={styles.label}>{exception.label}</span>{' '}
                  <span className={styles.dates}>
                    <FormattedDate value={exception.date} />
                    {exception.endDate && exception.endDate !== exception.date ? (
                      <>
                        {' – '}
                        <FormattedDate value={exception.endDate} />
                      </>
                    ) : null}
                  </span>{' '}
                  <span className={styles.exceptionHours}>
                    <Periods periods={exception.hours} closed={closed} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
