// The page's head (SPEC §2 "Page metadata") through react-helmet-async: the site-wide tags of
// site/lib/head-tags.ts with the template's own merged in, rendered by the page itself, so the
// server and client navigation render the same head. On React 19, Helmet renders real <title>,
// <meta> and <link> elements that React hoists into <head> and removes again when the next
// page's replace them. The browser loads this module on the first navigation (site/app/head-renderer.tsx).
import { useLayoutEffect } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import type { InitialData } from '../lib/page-view.ts';
import { HEAD_TAG_SELECTOR, headTags, mergeHeadTags, pageHeadTags, type HeadTag } from '../lib/head-tags.ts';
import { safeJsonForScript } from '../lib/safe-json.ts';
import type { HeadInput, HeadRenderer } from './head-renderer.tsx';

const JSON_LD = 'application/ld+json';

function structuredDataText(tags: readonly HeadTag[]): string | undefined {
  const script = tags.find((tag) => tag.tag === 'script');
  // Data, not code: the CSP does not apply, and the JSON is escaped so no content can close the element.
  return script ? safeJsonForScript(script.json) : undefined;
}

/**
 * The JSON-LD graph in <head>, written by the server (Document). React 19 hoists <title>, <meta>
 * and <link> but renders an inline <script> where it stands, which would move the graph into
 * <body>; so after client navigation the page keeps the one head script in step itself.
 */
function useStructuredData(text: string | undefined): void {
  useLayoutEffect(() => {
    let script = document.head.querySelector<HTMLScriptElement>(`script[type="${JSON_LD}"]`);
    if (text === undefined) {
      script?.remove();
      return;
    }
    if (!script) {
      script = document.createElement('script');
      script.type = JSON_LD;
      document.head.append(script);
    }
    if (script.textContent !== text) script.textContent = text;
  }, [text]);
}

type HoistedTag = Exclude<HeadTag, { tag: 'script' }>;

/** A tag as a Helmet child: Helmet takes only elements of these names, with the same props as React's. */
function headElement(tag: HoistedTag, key: number) {
  switch (tag.tag) {
    case 'title':
      return <title key={key}>{tag.text}</title>;
    case 'meta':
      return <meta key={key} {...tag.attributes} />;
    case 'link': {
      const { hreflang, ...rest } = tag.attributes;
      return <link key={key} {...rest} hrefLang={hreflang} />;
    }
  }
}

function HelmetHead({ view, site, extra = [] }: HeadInput) {
  const tags = mergeHeadTags(pageHeadTags(view, site), extra);
  useStructuredData(structuredDataText(tags));
  return (
    <HelmetProvider>
      <Helmet htmlAttributes={{ lang: view.page.locale }}>
        {tags.flatMap((tag, index) => (tag.tag === 'script' ? [] : [headElement(tag, index)]))}
      </Helmet>
    </HelmetProvider>
  );
}

export const renderHead: HeadRenderer = (input) => <HelmetHead {...input} />;

let serverHeadReleased = false;

/**
 * Hands the head the server wrote over to Helmet, once, just before the first navigation's render.
 * React takes over hoisted tags it hydrated, but the browser's first render left the head alone
 * (site/app/head-renderer.tsx), so these tags belong to no one and would stay beside the next
 * page's. The JSON-LD graph stays: useStructuredData keeps that one element in step.
 */
export function releaseServerHead(): void {
  if (serverHeadReleased) return;
  serverHeadReleased = true;
  for (const element of document.head.querySelectorAll(HEAD_TAG_SELECTOR)) if (element.tagName !== 'SCRIPT') element.remove();
}

/** The JSON-LD graph as the server writes it into <head> (the Document renders it there itself). */
export function StructuredDataScript({ data }: { data: InitialData }) {
  const text = structuredDataText(headTags(data));
  return text === undefined ? null : <script type={JSON_LD} dangerouslySetInnerHTML={{ __html: text }} />;
}
