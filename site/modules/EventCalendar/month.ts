// Calendar arithmetic on plain 'YYYY-MM-DD' strings in UTC, so the server's HTML and the
// browser's hydration agree whatever the visitor's time zone (as site/lib/format-date.ts).

/** The day a date-time falls on as the CMS wrote it (YYYY-MM-DD). */
export const dayOf = (value: string): string => value.slice(0, 10);

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
}

/** The same day of another month, clamped to that month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, count: number): string {
  const date = toDate(`${day.slice(0, 7)}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  const last = daysInMonth(toDay(date).slice(0, 7));
  return `${toDay(date).slice(0, 7)}-${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  const date = toDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.getUTCDate();
}

/** Monday-first weeks of a month: each week seven days, `null` outside the month. */
export function weeksOf(month: string): Array<Array<string | null>> {
  const first = toDate(`${month}-01`);
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(month); day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Monday of the week of `day`, and Sunday. */
export const weekStart = (day: string) => addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
export const weekEnd = (day: string) => addDays(weekStart(day), 6);
