import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { definition } from './definition.ts';
import Countdown, { timeLeft } from './Countdown.tsx';

describe('Countdown', () => {
  it('says the date in the static HTML, in the organisers’ time zone, with an empty polite live region', () => {
    const view = renderModule(definition, Countdown, definition.examples?.[0]);
    expect(view.headings).toEqual([{ level: 2, text: 'Applications for the 2027 cohort close soon' }]);
    expect(view.all('section')[0]?.name).toBe('Applications for the 2027 cohort close soon');
    const [time] = view.all('time');
    expect(time?.attrs.datetime).toBe('2027-01-15T23:59:00+01:00');
    expect(time?.text).toBe('Until January 15, 2027 at 11:59 PM');
    const [live] = view.all('div', (attrs) => attrs['aria-live'] !== undefined);
    expect(live?.attrs).toMatchObject({ 'aria-live': 'polite', 'aria-atomic': 'true' });
    expect(live?.text).toBe('');
    expect(view.links).toEqual([{ href: '/contact-us/', name: 'Apply now' }]);
  });

  it('speaks Spanish', () => {
    const view = renderModule(definition, Countdown, definition.examples?.[1], { page: { locale: 'es' } });
    expect(view.all('time')[0]?.text).toBe('Hasta el 18 de marzo de 2027 a las 9:30');
  });

  it('counts whole minutes up, so the last minute still shows', () => {
    const target = Date.parse('2027-01-15T23:59:00+01:00');
    expect(timeLeft(target, target - (2 * 24 * 60 + 3 * 60 + 4) * 60_000 - 5_000)).toEqual([
      { unit: 'day', value: 2 },
      { unit: 'hour', value: 3 },
      { unit: 'minute', value: 5 },
    ]);
    expect(timeLeft(target, target + 1).map((part) => part.value)).toEqual([0, 0, 0]);
  });

  it('refuses a date without its offset', () => {
    const result = definition.schema.safeParse({ component: 'Countdown', title: 'x', target: '2027-01-15' });
    expect(result.error?.issues[0]?.path).toEqual(['target']);
  });
});
