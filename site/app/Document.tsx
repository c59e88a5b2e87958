// The whole HTML document, rendered on the server (SPEC §2: body id 'iesite', <html lang>).
import type { ReactNode } from 'react';
import type { InitialData } from '../lib/page-view.ts';
import { INITIAL_DATA_ID, ROOT_ID } from '../lib/page-view.ts';
import { safeJsonForScript } from '../lib/safe-json.ts';

/** Files of the client build this page needs, from the Vite manifest. */
export interface PageAssets {
  entryScript: string;
  stylesheets: string[];
  modulePreloads: string[];
}

function absolute(domain: string, path: string): string {
  return new URL(path, domain).toString();
}

export function Document({ data, assets, children }: { data: InitialData; assets: PageAssets; children: ReactNode }) {
  const { page } = data.pageData.result.pageContext;
  const { site } = data;
  const title = page.metaTitle ?? page.title;
  const alternates = page.pageLanguages.filter((language) => language.isLive);
  return (
    <html lang={page.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {page.metaDescription ? <meta name="description" content={page.metaDescription} /> : null}
        <meta name="robots" content={`${page.indexed ? 'index' : 'noindex'},${page.follow ? 'follow' : 'nofollow'}`} />
        <link rel="canonical" href={page.canonical ?? absolute(site.domain, page.path)} />
        {alternates.map((language) => (
          <link key={language.locale} rel="alternate" hrefLang={language.locale} href={absolute(site.domain, language.path)} />
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={assets.entryScript} />
      </head>
      <body id="iesite">
        <div id={ROOT_ID}>{children}</div>
        <script
          type="application/json"
          id={INITIAL_DATA_ID}
          // Escaped so that no content can close the script element.
          dangerouslySetInnerHTML={{ __html: safeJsonForScript(data) }}
        />
      </body>
    </html>
  );
}
