// The server's side of RenderOnce (site/app/render-once.tsx): each render worker keeps the markup
// of every part it has rendered, per site data and part name, and a page gets a placeholder
// element where the part goes, replaced by the kept markup once the page is rendered. A part
// first met is rendered after the page, on its own (React's server renderer must not be entered
// from inside a render), with the same providers a page gives it.
//
// The one way a part's markup depends on the page is through its links: the link to the current
// page is marked (aria-current). So a part is kept only when it links nowhere to the path it was
// first rendered for, and a page whose path it links to renders it in place, as without the store.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SiteView } from '../lib/page-view.ts';
import { TranslationProvider } from '../i18n/index.tsx';
import { NavigationContext } from './navigation.tsx';
import type { RenderOnceStore } from './render-once.tsx';
import { SiteContext } from './site-context.tsx';

/** The placeholder's element: a name no HTML element or component has. */
const SLOT = 'unisite-render-once';
/** In the placeholder's id, so that no page content can spell a placeholder. */
const NONCE = Math.random().toString(36).slice(2, 12);

/** Kept markup, per site data (one object per site and language in a worker) and part name. */
const kept = new WeakMap<SiteView, Map<string, string>>();

/** Parts copied from kept markup and parts rendered in place, since the worker started (for tests). */
const counts = { copied: 0, inPlace: 0 };
export const renderOnceCounts = (): { copied: number; inPlace: number } => ({ ...counts });

/** How React writes text inside an attribute value (escapeTextForBrowser). */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Whether `html` has a link to `path` (its address up to a query or a fragment). */
export function linksTo(html: string, path: string): boolean {
  const href = `href="${path.replace(/["&'<>]/g, (char) => ATTRIBUTE_ESCAPES[char] as string)}`;
  for (let at = html.indexOf(href); at !== -1; at = html.indexOf(href, at + 1)) {
    const next = html[at + href.length];
    if (next === '"' || next === '?' || next === '#') return true;
  }
  return false;
}

function renderPart(site: SiteView, path: string, part: ReactElement): string {
  return renderToString(
    <NavigationContext.Provider value={{ path, navigate: () => undefined }}>
      <SiteContext.Provider value={site}>
        <TranslationProvider strings={site.translations}>{part}</TranslationProvider>
      </SiteContext.Provider>
    </NavigationContext.Provider>,
  );
}

interface Placed {
  markup: string | null;
  /** What renders it after the page when it was not kept yet. */
  pending?: { name: string; site: SiteView; part: ReactElement };
}

/** One page's use of the store: `store` for its render, then `fill` on the HTML it rendered. */
export function renderOnceSession(path: string): { store: RenderOnceStore; fill: (html: string) => string } {
  const placed: Placed[] = [];
  const store: RenderOnceStore = {
    place(name, site, part) {
      const markup = kept.get(site)?.get(name);
      if (markup !== undefined && linksTo(markup, path)) {
        counts.inPlace += 1;
        return null;
      }
      if (markup !== undefined) counts.copied += 1;
      placed.push(markup === undefined ? { markup: null, pending: { name, site, part } } : { markup });
      return createElement(SLOT, { id: `${NONCE}-${placed.length - 1}` });
    },
  };
  const fill = (html: string): string => {
    if (placed.length === 0) return html;
    for (const entry of placed) {
      if (!entry.pending) continue;
      const { name, site, part } = entry.pending;
      entry.markup = renderPart(site, path, part);
      // Rendered for this page, it is right here; kept for the others only if no link marks this page.
      if (!linksTo(entry.markup, path)) {
        let parts = kept.get(site);
        if (!parts) kept.set(site, (parts = new Map()));
        parts.set(name, entry.markup);
      }
    }
    // The placeholders come in the order they were placed (renderToString writes the tree in
    // order): one pass of indexOf, cheaper than a regular expression over the whole page.
    let out = '';
    let from = 0;
    placed.forEach((entry, index) => {
      const slot = `<${SLOT} id="${NONCE}-${index}"></${SLOT}>`;
      const at = html.indexOf(slot, from);
      if (at === -1 || entry.markup == null) throw new Error(`render once: the page has no ${slot} in its place`);
      out += html.slice(from, at) + entry.markup;
      from = at + slot.length;
    });
    return out + html.slice(from);
  };
  return { store, fill };
}
