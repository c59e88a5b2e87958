// The demo family's `_redirects` on Cloudflare Pages (docs/deploying.md "Netlify and Cloudflare
// Pages"): Cloudflare ignores the family's not-found lines (status 404), so every one of them
// must be covered by a 404.html at its prefix, where Cloudflare's own nearest-404.html lookup
// finds it; then a missing path gets the same page on Netlify and on Cloudflare.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkRedirectsFile, notFoundPage } from '../../../helpers/host-rule-files.ts';
import { family } from '../../../setup/family-build.ts';

describe('the shared build’s not-found lines on Cloudflare Pages', () => {
  let redirects: string;
  /** The build's 404.html files, as paths: /law-school/404.html. */
  let notFoundFiles: Set<string>;
  beforeAll(async () => {
    redirects = await readFile(join(family.distDir, '_redirects'), 'utf8');
    const entries = await readdir(family.distDir, { recursive: true, withFileTypes: true });
    notFoundFiles = new Set(
      entries
        .filter((entry) => entry.isFile() && entry.name === '404.html')
        .map((entry) => `/${relative(family.distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`),
    );
  });

  it('ignores only the 404 lines, each covered by the 404.html at its prefix', () => {
    expect(checkRedirectsFile(redirects, 'netlify')).toEqual({ errors: [], ignored: [] });
    const cloudflare = checkRedirectsFile(redirects, 'cloudflare');
    expect(cloudflare.errors).toEqual([]);
    // One line per sub-site folder and language: the 23 sub-sites in two languages, and the root site's other languages.
    expect(cloudflare.ignored.length).toBeGreaterThanOrEqual(46);
    for (const { line, text, why } of cloudflare.ignored) {
      expect(why, `line ${line}`).toMatch(/^status 404/);
      const [from = '', to = ''] = text.trim().split(/\s+/);
      const base = from.replace(/\/\*$/, '');
      expect(from, `line ${line}: a whole folder`).toBe(`${base}/*`);
      expect(to, `line ${line}: that folder's own page`).toBe(`${base}/404.html`);
      expect(notFoundFiles.has(to), `line ${line}: ${to} is in the build`).toBe(true);
      // What Cloudflare finds for a missing page of the folder, without the line.
      expect(notFoundPage('cloudflare', redirects, notFoundFiles, `${base}/no-such-page/`), `line ${line}`).toBe(to);
    }
  });

  it('answers a missing path under every not-found folder with the same page on both platforms', () => {
    const folders = new Set<string>(['']);
    for (const file of notFoundFiles) folders.add(file.replace(/\/404\.html$/, ''));
    for (const { text } of checkRedirectsFile(redirects, 'cloudflare').ignored)
      folders.add((text.trim().split(/\s+/)[0] ?? '').replace(/\/\*$/, ''));
    const paths = [...folders].flatMap((folder) => [`${folder}/no-such-page/`, `${folder}/no-such/deeper/page/`, `${folder}/gone.pdf`]);
    const differing = paths
      .map((path) => ({
        path,
        netlify: notFoundPage('netlify', redirects, notFoundFiles, path),
        cloudflare: notFoundPage('cloudflare', redirects, notFoundFiles, path),
      }))
      .filter((answer) => answer.netlify !== answer.cloudflare);
    expect(differing).toEqual([]);
    expect(notFoundPage('cloudflare', redirects, notFoundFiles, '/no-such-page/')).toBe('/404.html');
  });
});
