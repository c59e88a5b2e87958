// "Upcoming" and "past" (SPEC §2 event distributors and lists): decided against a moment. The
// build renders the split as of the sync; the browser decides again at view time, so a page
// built last month never announces an event that has since taken place. Pure and browser-safe.
import type { Card } from '../../content/schema/index.ts';

export type When = 'all' | 'upcoming' | 'past';

const DAY = 24 * 60 * 60 * 1000;

/** When what a card announces is over: its end (or start), the whole day for a date without a time. */
export function endOf(card: Card): number {
  const value = card.endDate ?? card.date;
  if (!value) return Number.POSITIVE_INFINITY;
  const time = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? time + DAY : time;
}

const startOf = (card: Card) => (card.date ? Date.parse(card.date) : 0);

/**
 * The cards to show at `now`: upcoming ones soonest first (an event still running counts), past
 * ones most recent first, or all as given; at most `quantity`.
 */
export function selectByTime(cards: readonly Card[], when: When, now: number, quantity?: number): Card[] {
  const selected =
    when === 'upcoming'
      ? cards.filter((card) => endOf(card) > now).sort((a, b) => startOf(a) - startOf(b))
      : when === 'past'
        ? cards.filter((card) => endOf(card) <= now).sort((a, b) => startOf(b) - startOf(a))
        : [...cards];
  return quantity === undefined ? selected : selected.slice(0, quantity);
}
