// What the opening hours say at a moment of the place's calendar: the periods of a weekday, the
// exceptions still to come, and whether the place is open now. Pure and browser-safe, so the
// component and its test read the same rules.
import type { LocalDay, Weekday } from '../../lib/local-day.ts';

export interface Period {
  opens: string;
  closes: string;
}

interface Week {
  week: ReadonlyArray<Period & { days: readonly Weekday[] }>;
  exceptions: ReadonlyArray<{ label: string; date: string; endDate?: string | undefined; hours: readonly Period[] }>;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A weekday's periods, morning first. */
export const periodsOn = (hours: Week, weekday: Weekday): Period[] =>
  hours.week.filter((line) => line.days.includes(weekday)).sort((a, b) => a.opens.localeCompare(b.opens));

/** The exceptions that have not ended by `today` (YYYY-MM-DD), soonest first. */
export const upcomingExceptions = (hours: Week, today: string): Week['exceptions'][number][] =>
  hours.exceptions.filter((exception) => (exception.endDate ?? exception.date) >= today).sort((a, b) => a.date.localeCompare(b.date));

export type Now = { open: true; until: string } | { open: false; closedFor?: string };

/** Open or closed at `now`: an exception covering today replaces the usual hours of its weekday. */
export function openAt(hours: Week, now: LocalDay): Now {
  const exception = upcomingExceptions(hours, now.date).find((each) => each.date <= now.date);
  const periods = exception ? exception.hours : periodsOn(hours, now.weekday);
  const period = periods.find((each) => minutesOf(each.opens) <= now.minutes && now.minutes < minutesOf(each.closes));
  if (period) return { open: true, until: period.closes };
  return exception && exception.hours.length === 0 ? { open: false, closedFor: exception.label } : { open: false };
}
