// Who renders a page's head. The server always does, through react-helmet-async (site/app/Head.tsx).
// In the browser the head the server wrote is right until the visitor navigates, so the first
// render leaves it alone and Head.tsx (Helmet with the head-tag builders) loads with the first
// navigation instead of with every page (docs/performance.md "Head tags").
import { createContext, useContext, type ReactNode } from 'react';
import type { PageView, SiteView } from '../lib/page-view.ts';
import type { TemplateHeadTag } from '../lib/head-tags.ts';

export interface HeadInput {
  view: PageView;
  site: SiteView;
  /** The template's own tags (docs/content-types.md "Head tags"). */
  extra?: readonly TemplateHeadTag[];
}

/** A function rather than a component: the context holds it, and a component from context could not be static. */
export type HeadRenderer = (input: HeadInput) => ReactNode;

/** null: the server's head stays as written (the browser, before its first navigation). */
export const HeadRendererContext = createContext<HeadRenderer | null>(null);

/** The page's head, rendered inside the page and hoisted by React into <head>. */
export function PageHead(input: HeadInput) {
  const renderHead = useContext(HeadRendererContext);
  return renderHead ? renderHead(input) : null;
}
