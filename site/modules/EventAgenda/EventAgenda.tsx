import type { EventAgendaProps } from './definition.ts';
import { Link } from '../../components/Link/index.tsx';
import { TabPanels } from '../../components/TabPanels/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useTranslation, type Translate } from '../../i18n/index.tsx';
import { useLocale } from '../../app/site-context.tsx';
import { formatDate } from '../../lib/format-date.ts';
import styles from './EventAgenda.module.css';

type Day = EventAgendaProps['days'][number];
type Session = Day['sessions'][number];

function SessionItem({ session, date, level, t }: { session: Session; date: string; level: 3 | 4; t: Translate }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <li className={styles.session} data-kind={session.kind}>
      <p className={styles.time}>
        <VisuallyHidden>{t('agenda.time')}: </VisuallyHidden>
        <time dateTime={`${date}T${session.start}`}>{session.start}</time>
        {session.end ? (
          <>
            <span aria-hidden="true">–</span>
            <VisuallyHidden> {t('agenda.to')} </VisuallyHidden>
            <time dateTime={`${date}T${session.end}`}>{session.end}</time>
          </>
        ) : null}
      </p>
      <div className={styles.body}>
        {session.kind !== 'talk' ? <p className={styles.kind}>{t(`agenda.kind.${session.kind}`)}</p> : null}
        <Heading className={styles.sessionTitle}>{session.title}</Heading>
        {session.description ? <p className={styles.description}>{session.description}</p> : null}
        {session.room ? (
          <p className={styles.room}>
            <VisuallyHidden>{t('agenda.room')}: </VisuallyHidden>
            {session.room}
          </p>
        ) : null}
        {session.speakers.length > 0 ? (
          <div role="group" aria-label={t('agenda.speakers')}>
            <ul className={styles.speakers}>
              {session.speakers.map((speaker) => (
                <li key={speaker.name} className={styles.speaker}>
                  {speaker.href ? (
                    <Link className={styles.speakerName} link={{ href: speaker.href }}>
                      {speaker.name}
                    </Link>
                  ) : (
                    <span className={styles.speakerName}>{speaker.name}</span>
                  )}
                  {speaker.role ? <span className={styles.role}>, {speaker.role}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Sessions({ day, level, t }: { day: Day; level: 3 | 4; t: Translate }) {
  return (
    <ol className={styles.sessions}>
      {day.sessions.map((session) => (
        <SessionItem key={`${session.start}-${session.title}`} session={session} date={day.date} level={level} t={t} />
      ))}
    </ol>
  );
}

/**
 * The sessions of each day as an ordered list, each with its times as <time> elements (screen
 * readers hear "Time: 09:30 to 10:15"), its kind, room and speakers. Several days are tabs once
 * hydrated (arrow keys, Home, End), each day under its heading before that.
 */
export default function EventAgenda({ title, intro, timeNote, days }: EventAgendaProps) {
  const t = useTranslation();
  const locale = useLocale();
  // "Thursday 11 March", "Jueves, 11 de marzo": a tab or heading starts with a capital.
  const dayName = (day: Day) => {
    const text = formatDate(day.date, locale, { weekday: 'long', day: 'numeric', month: 'long' });
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  };
  const [only] = days;
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {timeNote ? <p className={styles.note}>{timeNote}</p> : null}
      {days.length === 1 && only ? (
        <>
          <p className={styles.date}>
            <time dateTime={only.date}>{dayName(only)}</time>
            {only.title ? `: ${only.title}` : null}
          </p>
          <Sessions day={only} level={3} t={t} />
        </>
      ) : (
        <TabPanels
          label={title}
          keepHeadings
          panels={days.map((day) => ({ label: dayName(day), detail: day.title, content: <Sessions day={day} level={4} t={t} /> }))}
        />
      )}
    </div>
  );
}
