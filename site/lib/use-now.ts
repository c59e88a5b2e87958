// The moment time-aware lists split "upcoming" from "past". On the server and while hydrating it
// is the build's moment (`asOf`), so the first client render matches the HTML; once hydrated it
// is the visitor's clock, read once per page load (a snapshot must be stable between renders).
import { useSyncExternalStore } from 'react';

let clientNow: number | undefined;
const subscribe = () => () => undefined;
const readClock = () => (clientNow ??= Date.now());

export function useNow(asOf: string): number {
  return useSyncExternalStore(subscribe, readClock, () => Date.parse(asOf));
}
