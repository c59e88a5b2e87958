// The whole HTML document, rendered on the server (SPEC §2: body id 'iesite', <html lang>). The
// page's title, meta and link tags come from the page itself (site/app/Head.tsx, through react-helmet-async),
// which React hoists into this <head>: rendering the whole document with React is what lets it.
import type { ReactNode } from 'react';
import type { InitialData } from '../lib/page-view.ts';
import { INITIAL_DATA_ID, ROOT_ID, type EmbeddedData } from '../lib/page-view.ts';
import { staticQueryUrl } from '../lib/paths.ts';
import { safeJsonForScript } from '../lib/safe-json.ts';
import { StructuredDataScript } from './Head.tsx';
import { FONT_STYLESHEET, fontPreloads } from '../../themes/fonts.ts';
import { PreviewMarker } from './PreviewMarker.tsx';

/** Files of the client build this page needs, from the Vite manifest. */
export interface PageAssets {
  entryScript: string;
  stylesheets: string[];
  /**
   * The built site's start script, a file of the client build (pipeline/bundle/page-assets.ts):
   * it requests hydration's files once the page has painted, or at the visitor's first
   * interaction, holding clicks until the page has hydrated (site/app/start-script.ts). The live
   * servers (preview, dev) have none and load them at once, as Vite's development client expects.
   */
  startScript?: string;
  /** Address of the page's page-data.json, which hydration reads. */
  pageData: string;
  /** Renderer `editor` only: the page editor's frame script and the origin of its host (docs/editing.md). */
  editorScript?: string;
  editorHost?: string;
  /** Live servers (preview, dev) register no service worker: its cache would show stale pages. */
  serviceWorker?: false;
}

export function Document({ data, assets, children }: { data: InitialData; assets: PageAssets; children: ReactNode }) {
  const { page } = data.pageData.result.pageContext;
  const siteHash = data.pageData.staticQueryHashes[0];
  const embedded: EmbeddedData = { pageData: assets.pageData, ...(assets.serviceWorker === false ? { serviceWorker: false } : {}) };
  const { renderer } = data.site;
  // SPEC §2: the page-editor path has no body id and loads only the font scripts (plus the
  // editor's own frame script); the page is not hydrated there.
  const editor = renderer === 'editor';
  return (
    <html lang={page.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <StructuredDataScript data={data} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* SPEC §2: fonts from /fonts/font-face.css (themes/fonts.ts says which files are preloaded). */}
        {fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* With a precedence, React writes the stylesheets at the top of the head, before the
            script preloads: the browser asks for what the first paint waits for first. */}
        <link rel="stylesheet" href={FONT_STYLESHEET} precedence="default" />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        {assets.startScript && assets.entryScript ? (
          // Hydration's files are requested by the start script, after the first paint or at the
          // visitor's first interaction (site/app/start-script.ts). Async: it never holds the parse.
          <script
            src={assets.startScript}
            async
            data-src={assets.entryScript}
            data-data={[editor ? '' : assets.pageData, siteHash && !editor ? staticQueryUrl(siteHash) : ''].filter(Boolean).join(' ')}
          />
        ) : (
          <>
            {/* The page-data and site data hydration needs, fetched while the page parses (site/app/client.tsx). */}
            {editor ? null : <link rel="preload" href={assets.pageData} as="fetch" crossOrigin="anonymous" />}
            {siteHash && !editor ? <link rel="preload" href={staticQueryUrl(siteHash)} as="fetch" crossOrigin="anonymous" /> : null}
            {assets.entryScript ? <script type="module" src={assets.entryScript} /> : null}
          </>
        )}
        {assets.editorScript ? <script type="module" src={assets.editorScript} data-editor-host={assets.editorHost} /> : null}
      </head>
      <body id={editor ? undefined : 'iesite'}>
        <div id={ROOT_ID}>{children}</div>
        {editor ? null : (
          <script
            type="application/json"
            id={INITIAL_DATA_ID}
            // Escaped so that no content can close the script element.
            dangerouslySetInnerHTML={{ __html: safeJsonForScript(embedded) }}
          />
        )}
        {renderer === 'preview' ? <PreviewMarker locale={page.locale} /> : null}
      </body>
    </html>
  );
}
