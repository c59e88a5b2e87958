import { describe, expect, it } from 'vitest';
import type { Card } from '../../../content/schema/index.ts';
import { selectByTime } from '../../../site/lib/time-aware.ts';

const event = (id: string, date: string, endDate?: string): Card => ({
  kind: 'event',
  id,
  title: id,
  url: `/events/${id}/`,
  date,
  ...(endDate ? { endDate } : {}),
});
const cards = [
  event('conference', '2027-01-27T09:00:00Z', '2027-01-28T14:00:00Z'),
  event('breakfast', '2026-11-19T08:30:00Z'),
  event('webinar', '2026-12-15T16:00:00Z'),
  event('open-day', '2026-12-10'),
];
const ids = (list: Card[]) => list.map((card) => card.id);
const at = (iso: string) => Date.parse(iso);

describe('upcoming and past (time-aware lists)', () => {
  it('shows upcoming events soonest first and past ones latest first', () => {
    expect(ids(selectByTime(cards, 'upcoming', at('2026-11-22T12:00:00Z')))).toEqual(['open-day', 'webinar', 'conference']);
    expect(ids(selectByTime(cards, 'past', at('2026-11-22T12:00:00Z')))).toEqual(['breakfast']);
  });

  it('moves an event to the past once it is over, not when it starts', () => {
    // The conference runs over two days: still upcoming on its second morning.
    expect(ids(selectByTime(cards, 'upcoming', at('2027-01-28T10:00:00Z')))).toEqual(['conference']);
    expect(ids(selectByTime(cards, 'upcoming', at('2027-01-28T15:00:00Z')))).toEqual([]);
    // A date without a time lasts the whole day.
    expect(ids(selectByTime(cards, 'upcoming', at('2026-12-10T20:00:00Z')))).toContain('open-day');
    expect(ids(selectByTime(cards, 'past', at('2026-12-11T00:00:01Z')))).toEqual(['open-day', 'breakfast']);
  });

  it('keeps at most the quantity asked, and all in the given order for "all"', () => {
    expect(ids(selectByTime(cards, 'upcoming', at('2026-01-01T00:00:00Z'), 2))).toEqual(['breakfast', 'open-day']);
    expect(ids(selectByTime(cards, 'all', at('2030-01-01T00:00:00Z')))).toEqual(ids(cards));
  });
});
