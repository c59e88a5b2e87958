// A part of the page that is the same on most pages of a site's language — the main menu with its
// panels is half of every page's markup and more than half of its render time — is rendered once
// per render worker and copied into each page's HTML (docs/performance.md "Render once"). In the
// browser there is no store: the part renders as itself, and hydrates against the same markup.
import { createContext, useContext, type ReactElement } from 'react';
import type { SiteView } from '../lib/page-view.ts';
import { useSite } from './site-context.tsx';

export interface RenderOnceStore {
  /**
   * What stands in the page for the part's markup (an element the server entry replaces once the
   * page is rendered), or null when the part must be rendered in place on this page.
   */
  place(name: string, site: SiteView, part: ReactElement): ReactElement | null;
}

/** Provided by the server entry only (site/app/render-once-store.tsx). */
export const RenderOnceContext = createContext<RenderOnceStore | null>(null);

/**
 * Marks `children` as a part rendered once. Its markup may depend only on the site (its data and
 * translations), the current path (through links, which mark the current page) and what `name`
 * says: a part that reads the page's own data or its images must not be wrapped.
 */
export function RenderOnce({ name, children }: { name: string; children: ReactElement }) {
  const store = useContext(RenderOnceContext);
  const site = useSite();
  return store?.place(name, site, children) ?? children;
}
