// Page-data files are compact key-sorted JSON: the same bytes for the same content, whatever
// order the keys were built in, and exactly what JSON.stringify writes for the sorted value.
import { describe, expect, it } from 'vitest';
import { asciiJson, compactStableJson, stableJson } from '../../../pipeline/write/stable-json.ts';

describe('compact stable JSON', () => {
  const value = {
    b: [3, undefined, { z: 1, a: 'é "quoted" \n' }, null, () => 1],
    a: { y: undefined, x: Number.NaN, w: -0, v: 1e21, u: true },
    ключ: [[], {}],
    c: () => 1,
  };

  it('sorts keys at every depth and leaves out what JSON leaves out', () => {
    expect(compactStableJson(value)).toBe(
      '{"a":{"u":true,"v":1e+21,"w":0,"x":null},"b":[3,null,{"a":"é \\"quoted\\" \\n","z":1},null,null],"ключ":[[],{}]}',
    );
  });

  it('gives the bytes of the pretty form without its whitespace, whatever the key order', () => {
    const reordered = { ключ: value['ключ'], c: value.c, a: { u: true, v: 1e21, w: -0, x: Number.NaN }, b: value.b };
    expect(compactStableJson(reordered)).toBe(compactStableJson(value));
    expect(compactStableJson(value)).toBe(JSON.stringify(JSON.parse(stableJson(value))));
  });
});

describe('ASCII JSON', () => {
  it('writes only ASCII, and parses back to the same value: accents, scripts, emoji and controls', () => {
    const value = { título: 'Familias empresarias · «año» ñ', ключ: ['中文', '😀 e\u0301', '\u007f\u0000\n"\\'], n: 1.5, t: true, z: null };
    const text = asciiJson(value);
    expect([...text].every((character) => character.charCodeAt(0) < 0x7f)).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
    expect(Buffer.byteLength(text, 'utf8')).toBe(text.length);
  });
});
