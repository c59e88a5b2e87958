// The Vite builds: the client (hashed assets, one chunk per template and module, a manifest)
// and the server entry the render workers run. React and the site code are bundled once here;
// rendering then needs no TypeScript loader.
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { build, type InlineConfig, type Manifest, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { themeCss } from '../../themes/css.ts';
import { assert } from '../errors.ts';
import { codeHash } from './code-hash.ts';

export interface BundleResult {
  /** Folder with the client files (assets/…) to copy into dist/. */
  clientDir: string;
  /** The SSR build's entry module, exporting renderPage. */
  serverEntry: string;
  manifest: Manifest;
  /** Digest of the code that made this bundle (pipeline/bundle/code-hash.ts). */
  codeHash: string;
  /** True when the bundle of the same code was reused from the work folder. */
  reused: boolean;
}

export const CLIENT_ENTRY = 'site/app/client.tsx';
const SERVER_ENTRY = 'site/app/server.tsx';

/** Chunk names say what they hold: template-NewsDetail-[hash].js, module-HeroImage-[hash].js. */
function chunkFileName(chunk: { facadeModuleId?: string | null; name: string }): string {
  const match = /site\/(modules|templates)\/([A-Za-z0-9]+)\/\2\.tsx$/.exec(chunk.facadeModuleId ?? '');
  if (match) return `assets/${match[1] === 'modules' ? 'module' : 'template'}-${match[2]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

function baseConfig(root: string, workDir: string): InlineConfig {
  return {
    root,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: { 'virtual:unisite/themes.css': join(workDir, 'themes.css') } },
    css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:6]' } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  };
}

/**
 * Code that runs only in the pipeline must never reach a browser: definitions (zod), the
 * definition kit (site/define), the CMS and pipeline folders, and the server-only libraries.
 * A client chunk that includes any of them fails the build, naming the chunk and the module
 * (docs/architecture.md "Browser-safe by construction").
 */
export const PIPELINE_ONLY: ReadonlyArray<RegExp> = [
  /\/node_modules\/(zod|graphql|graphql-request|graphql-yoga|sharp|sanitize-html|@img)\//,
  /^(pipeline|content\/cms|site\/define)\//,
  /^site\/(modules|templates)\/[^/]+\/definition\.ts$/,
];

export function browserSafe(root: string): Plugin {
  return {
    name: 'unisite:browser-safe',
    generateBundle(_options, output) {
      for (const chunk of Object.values(output)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const local = relative(root, id).split(sep).join('/');
          const forbidden = PIPELINE_ONLY.some((pattern) => pattern.test(local) || pattern.test(id));
          assert(
            !forbidden,
            `client chunk ${chunk.fileName} includes pipeline-only code: ${local} (import it as a type, or move it to site/lib)`,
          );
        }
      }
    },
  };
}

/**
 * The client and server bundles of the current code. A bundle depends on nothing but the code,
 * so it is kept in the work folder under the code hash and reused while the code is the same:
 * a content-only rebuild does not run Vite (docs/performance.md).
 */
export async function bundle(root: string, workDir: string): Promise<BundleResult> {
  const code = await codeHash(root);
  const dir = join(workDir, `bundle-${code}`);
  const result = (reused: boolean) => ({
    clientDir: join(dir, 'client'),
    serverEntry: join(dir, 'server', 'server.js'),
    codeHash: code,
    reused,
  });
  const kept = await readFile(join(dir, 'client', '.vite', 'manifest.json'), 'utf8').catch(() => null);
  const complete = await readFile(join(dir, 'complete'), 'utf8').catch(() => null);
  if (kept !== null && complete !== null) return { ...result(true), manifest: JSON.parse(kept) as Manifest };
  // Built into a temporary folder and renamed once complete, so a killed build never leaves a
  // half bundle under a name that would be reused.
  const temp = `${dir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  const manifest = await bundleFresh(root, temp);
  await writeFile(join(temp, 'complete'), code);
  await rm(dir, { recursive: true, force: true });
  await rename(temp, dir);
  // Older bundles are of other code; keep the work folder from growing with every edit.
  for (const entry of await readdir(workDir)) {
    if (entry.startsWith('bundle-') && entry !== `bundle-${code}` && !entry.includes('.tmp-')) {
      await rm(join(workDir, entry), { recursive: true, force: true });
    }
  }
  return { ...result(false), manifest };
}

async function bundleFresh(root: string, workDir: string): Promise<Manifest> {
  // Vite and the React plugin read NODE_ENV (test runners set it to 'test'): a build is always
  // a production build, whoever runs it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await bundleProduction(root, workDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function bundleProduction(root: string, workDir: string): Promise<Manifest> {
  await mkdir(workDir, { recursive: true });
  await writeFile(join(workDir, 'themes.css'), themeCss());
  const clientDir = join(workDir, 'client');
  const serverDir = join(workDir, 'server');

  // 1. Client: hashed, code-split, with a manifest to find each page's chunks; refuses to ship
  //    pipeline-only code (schemas, GraphQL, image encoding) to browsers.
  const base = baseConfig(root, workDir);
  await build({
    ...base,
    plugins: [...(base.plugins ?? []), browserSafe(root)],
    build: {
      outDir: clientDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      // One stylesheet for the whole site instead of one per chunk: a page linked the shared CSS
      // plus one file per module, each a render-blocking request waiting its turn on a slow
      // connection. One file (≈ 17 KB gzip, against ≈ 8 KB per page before) is fetched once and
      // cached for every page, and no dynamic import has styles left to load, so client navigation
      // finds every style already there (docs/performance.md "Lighthouse").
      cssCodeSplit: false,
      rolldownOptions: {
        input: resolve(root, CLIENT_ENTRY),
        output: { chunkFileNames: chunkFileName, entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });

  // 2. Server entry for renderToString in the workers, self-contained (React bundled in) so
  //    it runs from any work folder.
  await build({
    ...baseConfig(root, workDir),
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: serverDir,
      emptyOutDir: true,
      ssr: resolve(root, SERVER_ENTRY),
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'server.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });

  return JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
