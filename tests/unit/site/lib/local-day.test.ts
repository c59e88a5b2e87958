import { describe, expect, it } from 'vitest';
import { localDay } from '../../../../site/lib/local-day.ts';

describe('localDay', () => {
  it('is the day, weekday and time of the place, not of the machine', () => {
    // 23:30 UTC on a Monday is already Tuesday in Madrid (UTC+1 in winter) and still Monday in Mexico City.
    const moment = Date.parse('2027-01-11T23:30:00Z');
    expect(localDay(moment, 'Europe/Madrid')).toEqual({ date: '2027-01-12', weekday: 'tuesday', minutes: 30 });
    expect(localDay(moment, 'America/Mexico_City')).toEqual({ date: '2027-01-11', weekday: 'monday', minutes: 17 * 60 + 30 });
  });

  it('counts midnight as minute 0', () => {
    expect(localDay(Date.parse('2027-07-01T22:00:00Z'), 'Europe/Madrid')).toEqual({ date: '2027-07-02', weekday: 'friday', minutes: 0 });
  });
});
