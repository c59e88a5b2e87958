import { describe, expect, it } from 'vitest';
import { safeJsonForScript } from '../../../site/lib/safe-json.ts';

describe('JSON inside a <script> element', () => {
  const hostile = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'line\u2028separator\u2029paragraph', d: 'R&D > 3' };

  it('cannot close the element, open a comment or break a JavaScript string', () => {
    const text = safeJsonForScript(hostile);
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('still parses back to the same value', () => {
    expect(JSON.parse(safeJsonForScript(hostile))).toEqual(hostile);
  });
});
