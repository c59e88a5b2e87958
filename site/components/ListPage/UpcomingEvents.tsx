// The upcoming events above an event archive: soonest first, or a sentence when none is
// announced. A list across the family can announce dozens: the first `shown` are cards, the rest
// wait behind a native disclosure, so the archive below stays within reach. A <details> opens
// without JavaScript, keeps focus on its summary (Tab goes on into the cards it opened) and
// renders the same on the server and once hydrated (no layout shift).
import type { Card } from '../../../content/schema/index.ts';
import { useTranslation } from '../../i18n/index.tsx';
import { CardGrid } from '../CardGrid/index.tsx';
import styles from './ListPage.module.css';

export function UpcomingEvents({ cards, title, empty, shown }: { cards: Card[]; title: string; empty: string; shown: number }) {
  const t = useTranslation();
  // One card more than a page is shown rather than hidden behind a summary of one.
  const folded = cards.length > shown + 1 ? cards.slice(shown) : [];
  const first = folded.length > 0 ? cards.slice(0, shown) : cards;
  return (
    <section className={styles.lead} aria-labelledby="upcoming-events" data-when="upcoming">
      <h2 id="upcoming-events" className={styles.leadTitle}>
        {title}
      </h2>
      {cards.length > 0 ? <CardGrid cards={first} headingLevel={3} /> : <p className={styles.empty}>{empty}</p>}
      {folded.length > 0 ? (
        <details className={styles.moreUpcoming}>
          <summary>{t('event.moreUpcoming', { count: String(folded.length) })}</summary>
          <CardGrid cards={folded} headingLevel={3} />
        </details>
      ) : null}
    </section>
  );
}
