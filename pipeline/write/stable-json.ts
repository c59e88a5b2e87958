// Pretty, key-sorted JSON: snapshots and dist files diff cleanly and are byte-identical
// for the same content (docs/architecture.md "Output is deterministic").
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function stableJson(value: unknown, indent = 2): string {
  return `${JSON.stringify(sortKeys(value), null, indent)}\n`;
}

/**
 * Compact key-sorted JSON, for files only machines read (page-data): the bytes of
 * `JSON.stringify(sortKeys(value))`, written directly rather than through a sorted copy of the
 * value, which every build makes for every page (less time, and no copy to collect).
 */
export function compactStableJson(value: unknown): string {
  return compact(value) as string;
}

/** undefined where JSON.stringify leaves a value out (undefined, functions, symbols). */
function compact(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) out += ',';
      out += compact(value[index]) ?? 'null';
    }
    return `${out}]`;
  }
  if (typeof value === 'object') {
    let out = '{';
    for (const key of Object.keys(value).sort()) {
      const member = compact((value as Record<string, unknown>)[key]);
      if (member === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${member}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value);
}

/** What `JSON.stringify` leaves as it is beyond printable ASCII: DEL and every character above it. */
const NOT_ASCII = /[\u007f-\uffff]/g;

/**
 * `JSON.stringify(value)` with every character outside ASCII written as a `\uXXXX` escape, for
 * large files the build itself reads back (the content summaries): the same value when parsed,
 * but a file of ASCII only decodes by Node's fast path into a string of one byte per character,
 * several times faster than UTF-8 holding a few accented letters, at half the memory
 * (docs/performance.md "A rebuild's fixed costs").
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NOT_ASCII, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
