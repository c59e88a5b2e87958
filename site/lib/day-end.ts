// A deadline or end date given as a day ('2027-03-31') lasts until that day ends; one with a time
// ends at that moment. Browser-safe: lists decide "open", "ongoing" … again by the visitor's clock.
const DAY = 24 * 60 * 60 * 1000;

export function endsAt(date: string): number {
  const time = Date.parse(date);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? time + DAY : time;
}
