// SPEC §5: 'Invalid Date' for dates that do not parse; the raw value for an unsupported locale.
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../site/lib/format-date.ts';

describe('formatDate', () => {
  it('formats a date in English and Spanish, in UTC', () => {
    expect(formatDate('2026-10-28T09:00:00Z', 'en')).toBe('October 28, 2026');
    expect(formatDate('2026-10-28T09:00:00Z', 'es')).toBe('28 de octubre de 2026');
    // Late in the day in UTC stays on the same day, whatever the machine's time zone.
    expect(formatDate('2026-12-31T23:30:00Z', 'en')).toBe('December 31, 2026');
  });

  it.each(['not a date', '2026-13-45', '', '31/12/2026'])("renders 'Invalid Date' for %j", (value) => {
    expect(formatDate(value, 'en')).toBe('Invalid Date');
  });

  it.each(['fr', 'pt-BR', 'xx'])('returns the raw value for the unsupported locale %s', (locale) => {
    expect(formatDate('2026-10-28T09:00:00Z', locale)).toBe('2026-10-28T09:00:00Z');
    expect(formatDate('garbage', locale)).toBe('garbage');
  });

  it('keeps formats apart when the same language is asked for different options in turn', () => {
    // Formatters are made once per language and options (site/lib/intl.ts): a cached one must
    // never answer for other options.
    const month = { month: 'long', year: 'numeric' } as const;
    expect(formatDate('2026-10-28T09:00:00Z', 'en', month)).toBe('October 2026');
    expect(formatDate('2026-10-28T09:00:00Z', 'en')).toBe('October 28, 2026');
    expect(formatDate('2026-10-28T09:00:00Z', 'es', month)).toBe('octubre de 2026');
    expect(formatDate('2026-10-28T09:00:00Z', 'en', month)).toBe('October 2026');
  });
});
