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

/** Compact key-sorted JSON, for files only machines read (page-data). */
export function compactStableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}
