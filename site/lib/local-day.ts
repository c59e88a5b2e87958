// The calendar day (and weekday) of a moment in a time zone: how modules that show dates for one
// place (an admissions office, a library) decide "past", "today" and "open", whatever the visitor's
// own time zone or the server's. Browser-safe; the formatters are made once (site/lib/intl.ts).
import { dateTimeFormat } from './intl.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface LocalDay {
  /** YYYY-MM-DD, comparable as a string with the dates the CMS writes. */
  date: string;
  weekday: Weekday;
  /** Minutes since midnight. */
  minutes: number;
}

export function localDay(moment: number, timeZone: string): LocalDay {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase() as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}
