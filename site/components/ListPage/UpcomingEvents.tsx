// The upcoming events above an event archive: every one, soonest first, or a sentence when
// none is announced.
import type { Card } from '../../../content/schema/index.ts';
import { CardGrid } from '../CardGrid/index.tsx';
import styles from './ListPage.module.css';

export function UpcomingEvents({ cards, title, empty }: { cards: Card[]; title: string; empty: string }) {
  return (
    <section className={styles.lead} aria-labelledby="upcoming-events" data-when="upcoming">
      <h2 id="upcoming-events" className={styles.leadTitle}>
        {title}
      </h2>
      {cards.length > 0 ? <CardGrid cards={cards} headingLevel={3} /> : <p className={styles.empty}>{empty}</p>}
    </section>
  );
}
