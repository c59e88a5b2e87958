// Which client files a page needs, from the Vite manifest: the entry, its template's chunk and
// each module's chunk, with their CSS and the chunks they import (preloaded, not fetched late).
import type { Manifest } from 'vite';
import type { PageAssets } from '../../site/app/Document.tsx';
import { CLIENT_ENTRY } from './index.ts';

export function templateSource(name: string): string {
  return `site/templates/${name}/${name}.tsx`;
}

export function moduleSource(name: string): string {
  return `site/modules/${name}/${name}.tsx`;
}

export function pageAssets(manifest: Manifest, template: string, modules: string[], pageData: string): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`bundle: the client manifest has no entry for ${CLIENT_ENTRY}`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  visit(templateSource(template));
  for (const name of modules) visit(moduleSource(name));
  scripts.delete(entry.file);
  return {
    entryScript: `/${entry.file}`,
    stylesheets: [...styles].map((file) => `/${file}`),
    modulePreloads: [...scripts].map((file) => `/${file}`),
    pageData,
  };
}
