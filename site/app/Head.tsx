// The page's head (SPEC §2 "Page metadata") through react-helmet-async: the site-wide tags of
// site/lib/head-tags.ts with the template's own merged in, rendered by the page itself, so the
// server and client navigation render the same head. On React 19, Helmet renders real <title>,
// <meta> and <link> elements that React hoists into <head> (on the server and in the browser)
// and removes again when the next page replaces them.
import { useLayoutEffect } from 'react';
import { Helmet } from 'react-helmet-async';
import type { InitialData, PageView, SiteView } from '../lib/page-view.ts';
import { headTags, mergeHeadTags, pageHeadTags, type HeadTag, type TemplateHeadTag } from '../lib/head-tags.ts';
import { safeJsonForScript } from '../lib/safe-json.ts';

const JSON_LD = 'application/ld+json';

/** A tag as a Helmet child: Helmet takes only elements of these names, with the same props as React's. */
function HeadElement(tag: Exclude<HeadTag, { tag: 'script' }>, key: number) {
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

/** The page's head: rendered inside the page, hoisted by React into <head>. */
export function PageHead({ view, site, extra = [] }: { view: PageView; site: SiteView; extra?: readonly TemplateHeadTag[] }) {
  const tags = mergeHeadTags(pageHeadTags(view, site), extra);
  useStructuredData(structuredDataText(tags));
  const elements = tags.flatMap((tag, index) => (tag.tag === 'script' ? [] : [HeadElement(tag, index)]));
  return <Helmet htmlAttributes={{ lang: view.page.locale }}>{elements}</Helmet>;
}

/** The JSON-LD graph as the server writes it into <head> (the Document renders it there itself). */
export function StructuredDataScript({ data }: { data: InitialData }) {
  const text = structuredDataText(headTags(data));
  return text === undefined ? null : <script type={JSON_LD} dangerouslySetInnerHTML={{ __html: text }} />;
}
