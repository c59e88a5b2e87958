// The get-or-make every once-per-key cache uses (site/lib/remembered.ts): made once per key, and a
// value such as 0 or '' (a manifest's first read is at place 0) kept like any other.
import { describe, expect, it } from 'vitest';
import { remembered } from '../../../../site/lib/remembered.ts';

describe('remembered', () => {
  it('makes a value once per key, falsy values included', () => {
    const map = new Map<string, number | string>();
    let made = 0;
    const make = (key: string) => {
      made += 1;
      return key === 'zero' ? 0 : key === 'empty' ? '' : key.length;
    };
    for (const key of ['zero', 'empty', 'abc', 'zero', 'empty', 'abc']) remembered(map, key, make);
    expect(made).toBe(3);
    expect([...map]).toEqual([
      ['zero', 0],
      ['empty', ''],
      ['abc', 3],
    ]);
  });

  it('keeps by object in a WeakMap', () => {
    const map = new WeakMap<object, string>();
    const a = {};
    const b = {};
    expect(remembered(map, a, () => 'a')).toBe('a');
    expect(remembered(map, a, () => 'other')).toBe('a');
    expect(remembered(map, b, () => 'b')).toBe('b');
  });
});
