import type { ReactNode } from 'react';
import type { KeyDatesProps } from './definition.ts';
import { DataTable } from '../../components/DataTable/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { useTranslation } from '../../i18n/index.tsx';
import { localDay } from '../../lib/local-day.ts';
import { useNow } from '../../lib/use-now.ts';
import styles from './KeyDates.module.css';

type Round = KeyDatesProps['rounds'][number];
type Status = 'open' | 'upcoming' | 'closed';

/** A round as of `today` (YYYY-MM-DD in the office's time zone): the deadline's whole day counts. */
const statusOf = (round: Round, today: string): Status =>
  round.deadline < today ? 'closed' : round.opens && round.opens > today ? 'upcoming' : 'open';

/**
 * A captioned table (headers scoped, the round heading its row, in DataTable's focusable scroll
 * region) or, for a narrow column, a list of rounds each under its heading with its dates as a
 * description list. The status is a word in its own column (or under the round's heading), never
 * only a colour.
 */
export default function KeyDates({ title, intro, caption, layout, rounds, timeZone, link, asOf }: KeyDatesProps) {
  const t = useTranslation();
  const today = localDay(useNow(asOf), timeZone).date;
  const withOpens = rounds.some((round) => round.opens);
  const withDecision = rounds.some((round) => round.decision);
  const status = (round: Round) => {
    const value = statusOf(round, today);
    return (
      <span className={styles.status} data-status={value}>
        {t(`keyDates.${value}`)}
      </span>
    );
  };
  const name = (round: Round) => (
    <>
      {round.title}
      {round.note ? ' ' : null}
      {round.note ? <span className={styles.note}>{round.note}</span> : null}
    </>
  );
  const date = (value: string | undefined) => (value ? <FormattedDate value={value} /> : '—');
  const Heading = title ? 'h3' : 'h2';
  return (
    <div className={styles.root} data-layout={layout}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {layout === 'table' ? (
        <DataTable
          caption={caption ?? title ?? t('keyDates.title')}
          columns={[
            t('keyDates.round'),
            ...(withOpens ? [t('keyDates.opens')] : []),
            t('keyDates.deadline'),
            ...(withDecision ? [t('keyDates.decision')] : []),
            t('keyDates.status'),
          ]}
          rows={rounds.map((round): ReactNode[] => [
            name(round),
            ...(withOpens ? [date(round.opens)] : []),
            date(round.deadline),
            ...(withDecision ? [date(round.decision)] : []),
            status(round),
          ])}
          rowHeaders
        />
      ) : (
        <ol className={styles.rounds}>
          {rounds.map((round) => (
            <li key={round.title} className={styles.round} data-status={statusOf(round, today)}>
              <Heading className={styles.roundTitle}>{round.title}</Heading>
              {status(round)}
              {round.note ? <p className={styles.note}>{round.note}</p> : null}
              <dl className={styles.dates}>
                {round.opens ? (
                  <div>
                    <dt>{t('keyDates.opens')}</dt>
                    <dd>{date(round.opens)}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('keyDates.deadline')}</dt>
                  <dd>{date(round.deadline)}</dd>
                </div>
                {round.decision ? (
                  <div>
                    <dt>{t('keyDates.decision')}</dt>
                    <dd>{date(round.decision)}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {link?.text ? (
        <Link className={styles.link} link={link}>
          {link.text}
        </Link>
      ) : null}
    </div>
  );
}
