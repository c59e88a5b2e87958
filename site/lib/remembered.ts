// Get-or-make for the maps that keep what a build, a page or the client computes once per key:
// an address per path, a digest per answer, a copy per object. One place for the idiom, so that
// a value is made by `make` only when the map has none for the key.

/** What `remembered` needs of a Map or a WeakMap. */
interface Keeps<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value `map` keeps for `key`; made by `make` and kept the first time it is asked for. */
export function remembered<K, V>(map: Keeps<K, V>, key: K, make: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make(key);
    map.set(key, value);
  }
  return value;
}
