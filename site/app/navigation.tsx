// The navigation context: the current location and how to leave it. The client runtime
// provides client-side navigation; on the server and without JavaScript links are plain anchors.
import { createContext, useContext } from 'react';

export interface Navigation {
  /** The current page's path, as the site writes it. */
  path: string;
  /** Go to an internal path without a full page load (falls back to one on failure). */
  navigate: (to: string) => void;
}

export const NavigationContext = createContext<Navigation>({
  path: '/',
  navigate: (to) => window.location.assign(to),
});

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
