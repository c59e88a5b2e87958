// CMS strings never reach the operator's terminal raw: no forged lines, no escape sequences.
import { describe, expect, it } from 'vitest';
import { createReporter } from '../../../pipeline/reporter.ts';
import { formatProblems } from '../../../content/schema/problems.ts';

const HOSTILE = 'Título\n✓ synced 0 pages\x1b]0;owned\x07\x1b[2J\u0000\u202e';

describe('terminal output of CMS strings', () => {
  it('reporter lines keep CMS text on one line and show controls as escapes', () => {
    let written = '';
    const stream = { isTTY: false, write: (text: string) => ((written += text), true) } as unknown as NodeJS.WriteStream;
    const reporter = createReporter(stream);
    reporter.warn(`page /x/ → title: ${HOSTILE}`);
    reporter.info(HOSTILE);
    expect(written.split('\n').filter(Boolean)).toHaveLength(2);
    // eslint-disable-next-line no-control-regex
    expect(written.replace(/\x1b\[\d+m/g, '')).not.toMatch(/[\x00\x07\x1b\u202e]/);
    expect(written).toContain('Título\\x0a✓ synced 0 pages\\x1b]0;owned\\x07');
  });

  it('content problems show controls as escapes', () => {
    const text = formatProblems([{ document: `page /a\n/`, path: 'title', message: HOSTILE }]);
    expect(text.split('\n')).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\x00\x07\x1b\u202e]/);
  });
});
