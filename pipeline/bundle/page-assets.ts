// Which client files a page needs, from the Vite manifest: the entry, its template's chunk and
// each module's chunk with the chunks they import (preloaded, not fetched late), and the site's
// one stylesheet (pipeline/bundle/index.ts).
import type { Manifest } from 'vite';
import type { PageAssets } from '../../site/app/Document.tsx';
import { CLIENT_ENTRY } from './index.ts';

/** The manifest's key for the site's one stylesheet (the client build does not split CSS). */
const SITE_STYLESHEET = 'style.css';

export function templateSource(name: string): string {
  return `site/templates/${name}/${name}.tsx`;
}

export function moduleSource(name: string): string {
  return `site/modules/${name}/${name}.tsx`;
}

export function pageAssets(manifest: Manifest, template: string, modules: string[], pageData: string): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`bundle: the client manifest has no entry for ${CLIENT_ENTRY}`);
  const stylesheet = manifest[SITE_STYLESHEET];
  if (!stylesheet) throw new Error(`bundle: the client manifest has no ${SITE_STYLESHEET}`);
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  visit(templateSource(template));
  for (const name of modules) visit(moduleSource(name));
  scripts.delete(entry.file);
  return {
    entryScript: `/${entry.file}`,
    stylesheets: [`/${stylesheet.file}`],
    modulePreloads: [...scripts].map((file) => `/${file}`),
    pageData,
    startAfterLoad: true,
  };
}
