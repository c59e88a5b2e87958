// The Vite builds: the client (hashed assets, one chunk per template and module, a manifest)
// and the server entry the render workers run. Only ./vite-process.mjs imports this file, in a
// child process of the build (./index.ts says why).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { build, createLogger, type InlineConfig, type Logger, type Manifest } from 'vite';
import react from '@vitejs/plugin-react';
import { themeCss } from '../../themes/css.ts';
import { productionScopedName } from './class-names.ts';
import { browserSafe, CLIENT_ENTRY, EAGER_CLIENT_ENTRY, INDEXABLE_ENTRY, SERVER_ENTRY } from './index.ts';
import { START_SCRIPT_FILE } from './page-assets.ts';
import { START_SCRIPT } from '../../site/app/start-script.ts';

const COMPONENT = /site\/(modules|templates)\/([A-Za-z0-9]+)\/\2\.tsx$/;

/**
 * Chunk names say what they hold: template-NewsDetail-[hash].js, module-HeroImage-[hash].js. An
 * eagerly rendered module's chunk (imported statically by its pages' entry as well as on demand)
 * has no facade module: it is named by the component it holds.
 */
function chunkFileName(chunk: { facadeModuleId?: string | null; name: string; moduleIds: string[] }): string {
  const match =
    COMPONENT.exec(chunk.facadeModuleId ?? '') ??
    chunk.moduleIds.map((id) => COMPONENT.exec(id)).find((found) => found?.[2] === chunk.name) ??
    null;
  if (match) return `assets/${match[1] === 'modules' ? 'module' : 'template'}-${match[2]}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Keeps the runtime every page loads in the one chunk of its entry. The entry of the pages with an
 * eagerly rendered module (site/app/client-eager.ts) imports that module statically and the
 * runtime after it; on its own, the bundler then takes every module the two share (the Link, the
 * header's parts, React) out of the runtime into a dozen small chunks, which every page would load
 * (more requests, and more bytes than the one file). Named here, the runtime's modules (their
 * dependencies come with them) stay in site/app/client.tsx's chunk, which the other chunks import.
 */
function runtimeChunk(root: string) {
  const entry = resolve(root, CLIENT_ENTRY);
  let runtime: Set<string> | undefined;
  const staticGraph = (context: ChunkingContext) => {
    if (runtime) return runtime;
    runtime = new Set();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (runtime.has(id)) continue;
      runtime.add(id);
      queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    return runtime;
  };
  return {
    debugName: 'client runtime',
    name: (id: string, context: ChunkingContext) => (staticGraph(context).has(id) && !id.includes('/node_modules/') ? 'client' : null),
  };
}

type ScopedName = ReturnType<typeof productionScopedName>;

/**
 * Vite's logger with its warnings handed to `onWarning`, once each, without colour codes: the
 * build reports them as its own (pipeline/site-build/index.ts), so `--json` keeps stderr empty
 * and lists them in its object, where Vite printed them straight to the terminal.
 */
function warningsLogger(onWarning: (message: string) => void): Logger {
  const logger = createLogger('warn');
  const seen = new Set<string>();
  const warn = (message: string) => {
    const text = stripVTControlCharacters(message).trim();
    if (seen.has(text)) return;
    seen.add(text);
    onWarning(text);
  };
  return { ...logger, warn, warnOnce: warn };
}

function baseConfig(root: string, workDir: string, scopedName: ScopedName, logger: Logger): InlineConfig {
  return {
    root,
    mode: 'production',
    configFile: false,
    logLevel: 'warn',
    customLogger: logger,
    plugins: [react()],
    resolve: { alias: { 'virtual:unisite/themes.css': join(workDir, 'themes.css') } },
    // Short class names (./class-names.ts): one function for both bundles, so the server's HTML
    // and the client's stylesheet name every class alike.
    css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: scopedName } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  };
}

export async function bundleFresh(root: string, workDir: string, onWarning: (message: string) => void): Promise<Manifest> {
  // Vite and the React plugin read NODE_ENV (test runners set it to 'test'): a build is always
  // a production build, whoever runs it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await bundleProduction(root, workDir, warningsLogger(onWarning));
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function bundleProduction(root: string, workDir: string, logger: Logger): Promise<Manifest> {
  await mkdir(workDir, { recursive: true });
  await writeFile(join(workDir, 'themes.css'), themeCss());
  const clientDir = join(workDir, 'client');
  const serverDir = join(workDir, 'server');
  const scopedName = productionScopedName(root);

  // 1. Client: hashed, code-split, with a manifest to find each page's chunks; refuses to ship
  //    pipeline-only code (schemas, GraphQL, image encoding) to browsers.
  const base = baseConfig(root, workDir, scopedName, logger);
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
      // connection. One file (larger than any page's share was) is fetched once and
      // cached for every page, and no dynamic import has styles left to load, so client navigation
      // finds every style already there (docs/performance.md "Lighthouse").
      cssCodeSplit: false,
      rolldownOptions: {
        // Two entries, one runtime: the second imports the first after the eagerly rendered
        // modules (site/app/client-eager.ts), so the runtime stays one file that both load.
        input: { client: resolve(root, CLIENT_ENTRY), 'client-eager': resolve(root, EAGER_CLIENT_ENTRY) },
        output: {
          chunkFileNames: chunkFileName,
          entryFileNames: 'assets/[name]-[hash].js',
          codeSplitting: { groups: [runtimeChunk(root)] },
        },
      },
    },
  });

  // The start script every built page loads (site/app/start-script.ts), beside the chunks it starts.
  await writeFile(join(clientDir, START_SCRIPT_FILE), START_SCRIPT);

  // 2. What the render workers run, self-contained (React bundled in) so it runs from any work
  //    folder without a TypeScript loader: the server entry for renderToString, and the search's
  //    reduction of a page to what it indexes, applied as each page is written.
  await build({
    ...baseConfig(root, workDir, scopedName, logger),
    ssr: { noExternal: true, target: 'node' },
    build: {
      outDir: serverDir,
      emptyOutDir: true,
      ssr: true,
      target: 'node20',
      rolldownOptions: {
        input: { server: resolve(root, SERVER_ENTRY), indexable: resolve(root, INDEXABLE_ENTRY) },
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });

  return JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
