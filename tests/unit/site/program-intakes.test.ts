// A programme page offers only the intakes still to come as of the build's moment (the sync's
// moment or SOURCE_DATE_EPOCH), whatever dates the CMS still holds: a page built in November
// 2026 must not list September 2026.
import { describe, expect, it } from 'vitest';
import { upcomingIntakes } from '../../../site/define/program.ts';
import { definition as detail } from '../../../site/templates/ProgramDetail/definition.ts';
import { definition as detailMax } from '../../../site/templates/ProgramDetailMax/definition.ts';

const AS_OF = '2026-11-25T12:00:00.000Z';

describe('programme intakes', () => {
  it('keep the dates from the build’s day on, and every date without a moment', () => {
    expect(upcomingIntakes(['2026-09-14', '2026-11-25', '2027-01-18'], AS_OF)).toEqual(['2026-11-25', '2027-01-18']);
    expect(upcomingIntakes(['2026-09-14'], undefined)).toEqual(['2026-09-14']);
  });

  for (const [name, definition] of [
    ['ProgramDetail', detail],
    ['ProgramDetailMax', detailMax],
  ] as const) {
    it(`${name} resolves its programme with the past intakes left out`, () => {
      const template = { program: { code: 'x', intake: ['2026-09-14', '2027-01-18'] } };
      const context = { locale: 'en', asOf: AS_OF, cards: () => [], templates: () => [], sitemap: () => [] };
      const resolve = definition.resolve as unknown as (t: unknown, c: unknown) => { program: { intake: string[] } };
      expect(resolve(template, context).program.intake).toEqual(['2027-01-18']);
    });
  }
});
