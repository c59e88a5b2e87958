import type { NextEventProps } from './definition.ts';
import type { Card } from '../../../content/schema/index.ts';
import { Image } from '../../components/Image/index.tsx';
import { Link } from '../../components/Link/index.tsx';
import { FormattedDate } from '../../components/FormattedDate/index.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/index.tsx';
import { useNow } from '../../lib/use-now.ts';
import { selectByTime } from '../../lib/time-aware.ts';
import { useTranslation } from '../../i18n/index.tsx';
import styles from './NextEvent.module.css';

const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10);

export default function NextEvent({ title, action, items, data, asOf, link }: NextEventProps) {
  const t = useTranslation();
  // As of the build until hydrated (the HTML matches), then as of the visitor's clock.
  const now = useNow(asOf);
  const next = selectByTime(items, 'upcoming', now, data.quantity ?? 1);
  if (next.length === 0) return null;
  const single = next.length === 1;

  // One event shows its picture beside the text; several are text only, side by side.
  const event = (card: Card) => (
    <article className={styles.event} data-kind={card.kind}>
      {single ? <Image className={styles.image} image={card.image} /> : null}
      <div className={styles.body}>
        {card.date ? (
          <p className={styles.when}>
            <FormattedDate value={card.date} />
            {card.endDate && !sameDay(card.date, card.endDate) ? (
              <>
                {` ${t('nextEvent.until')} `}
                <FormattedDate value={card.endDate} />
              </>
            ) : null}
          </p>
        ) : null}
        <h3 className={styles.eventTitle} lang={card.lang}>
          {card.title}
        </h3>
        {card.label ? (
          <p className={styles.place} lang={card.lang}>
            {card.label}
          </p>
        ) : null}
        {card.summary ? (
          <p className={styles.summary} lang={card.lang}>
            {card.summary}
          </p>
        ) : null}
        <p className={styles.actions}>
          {/* Several events each have this action: its name says which event it registers for. */}
          <Link className={styles.action} link={{ href: card.url }} hrefLang={card.lang}>
            {action ?? t('event.register')}
            <VisuallyHidden>: {card.title}</VisuallyHidden>
          </Link>
        </p>
      </div>
    </article>
  );

  return (
    <div className={styles.root} data-pagefind-ignore="all">
      <div className={styles.banner}>
        <h2 className={styles.title}>{title ?? t('nextEvent.title')}</h2>
        {single ? (
          event(next[0]!)
        ) : (
          <ul className={styles.list}>
            {next.map((card) => (
              <li key={card.id}>{event(card)}</li>
            ))}
          </ul>
        )}
        {link?.text ? (
          <p className={styles.more}>
            <Link link={link}>{link.text}</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
