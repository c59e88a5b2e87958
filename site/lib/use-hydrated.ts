// Whether this render runs in a browser that has hydrated the page. False on the server and
// while hydrating (the first client render must match the server HTML); true at once for a
// component mounted by a client-side navigation, so it renders complete in its first commit.
// The runtime restores the scroll position right after that commit (SPEC §2 "Routing rules":
// back restores the scroll position); content added by a later effect would move the page
// under the restored position.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
