// The Vite builds: the client (hashed assets, one chunk per template and module, a manifest)
// and the server entry the render workers run. React and the site code are bundled once here;
// rendering then needs no TypeScript loader.
import { fork } from 'node:child_process';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { assert, userError, type UserError } from '../errors/index.ts';
import { codeHash } from './code-hash.ts';
import { childEnv } from '../memory.ts';

export interface BundleResult {
  /** Folder with the client files (assets/…) to copy into dist/. */
  clientDir: string;
  /** The SSR build's entry module, exporting renderPage. */
  serverEntry: string;
  /** The search's page reduction (pipeline/search/indexable.ts) as the workers import it. */
  indexableEntry: string;
  manifest: Manifest;
  /** Digest of the code that made this bundle (pipeline/bundle/code-hash.ts). */
  codeHash: string;
  /** True when the bundle of the same code was reused from the work folder. */
  reused: boolean;
  /** What Vite warned of while it made this bundle (none when it was reused), for the build to report. */
  warnings: readonly string[];
}

export const CLIENT_ENTRY = 'site/app/client.tsx';
/** The client entry of the pages that have a module rendering eagerly (site/app/client-eager.ts). */
export const EAGER_CLIENT_ENTRY = 'site/app/client-eager.ts';
export const SERVER_ENTRY = 'site/app/server.tsx';
export const INDEXABLE_ENTRY = 'pipeline/search/indexable.ts';

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
  return (await startBundle(root, workDir)).bundled;
}

/**
 * Starts the bundle of the current code and resolves once Vite runs (or a kept bundle is found),
 * with the bundle to come. A build awaits this before it reads the content: the code hash and
 * the look for a kept bundle are a few hundred file reads, quick alone, but queued behind the
 * thousands of snapshot reads they took many times longer, and Vite started that much later
 * (most of it then waited for after the images step).
 */
export async function startBundle(
  root: string,
  workDir: string,
  /** The code hash when the caller knows it (a watching process whose sources did not change). */
  knownCodeHash?: string,
): Promise<{ codeHash: string; bundled: Promise<BundleResult>; kept?: BundleResult | undefined }> {
  const code = knownCodeHash ?? (await codeHash(root, join(workDir, 'code-hash.json')));
  const dir = join(workDir, `bundle-${code}`);
  const result = (reused: boolean) => ({
    clientDir: join(dir, 'client'),
    serverEntry: join(dir, 'server', 'server.js'),
    indexableEntry: join(dir, 'server', 'indexable.js'),
    codeHash: code,
    reused,
    warnings: [] as readonly string[],
  });
  const kept = await readFile(join(dir, 'client', '.vite', 'manifest.json'), 'utf8').catch(() => null);
  const complete = await readFile(join(dir, 'complete'), 'utf8').catch(() => null);
  if (kept !== null && complete !== null) {
    const bundle = { ...result(true), manifest: JSON.parse(kept) as Manifest };
    return { codeHash: code, bundled: Promise.resolve(bundle), kept: bundle };
  }
  // Built into a temporary folder and renamed once complete, so a killed build never leaves a
  // half bundle under a name that would be reused.
  const temp = `${dir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  const building = bundleInChildProcess(root, temp);
  const bundled = (async () => {
    const { manifest, warnings } = await building;
    await writeFile(join(temp, 'complete'), code);
    await rm(dir, { recursive: true, force: true });
    await rename(temp, dir);
    // Older bundles are of other code; keep the work folder from growing with every edit.
    for (const entry of await readdir(workDir)) {
      if (entry.startsWith('bundle-') && entry !== `bundle-${code}` && !entry.includes('.tmp-')) {
        await rm(join(workDir, entry), { recursive: true, force: true });
      }
    }
    return { ...result(false), manifest, warnings };
  })();
  return { codeHash: code, bundled };
}

/**
 * Runs the Vite builds (./vite-build.ts) in a child process. Loading Vite, its native bundler
 * and the React plugin costs resident memory, and bundling more again, which a process keeps
 * once it has it: in the build's own process that sat under every page render
 * (docs/performance.md "Memory"). A child gives it back when it exits, before the render starts.
 */
function bundleInChildProcess(root: string, workDir: string): Promise<{ manifest: Manifest; warnings: readonly string[] }> {
  const child = fork(new URL('./vite-process.mjs', import.meta.url), [root, workDir], {
    // A young generation of 2 MB semispaces instead of 16: the bundle's JavaScript heap is small
    // and its garbage short-lived, so less resident memory in the same time. V8's memory-saving
    // mode (smaller heap growth, code flushed sooner) lowers the child's peak further for a little
    // more time, spent while the build's process reads the content anyway. The child registers the
    // TypeScript loader itself, after loading Vite (./vite-process.mjs says why).
    execArgv: ['--max-semi-space-size=2', '--optimize-for-size'],
    env: childEnv('mimalloc'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolveManifest, reject) => {
    let reply: { manifest?: Manifest; warnings?: string[]; error?: ViteFailure } = {};
    child.on('message', (message: typeof reply) => (reply = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (reply.manifest && code === 0) resolveManifest({ manifest: reply.manifest, warnings: reply.warnings ?? [] });
      // Vite refuses the code the developer wrote (a syntax error, an import of nothing, a
      // client chunk that is not browser-safe): a user error naming the file, without a stack.
      else if (reply.error) reject(bundleFailed(root, reply.error));
      // It ended without a word on the code: killed (often for memory), or crashed.
      else reject(userError('BUNDLE_PROCESS_STOPPED', { stop: signal ? { signal } : { exitCode: code ?? 0 } }));
    });
  });
}

/** What the Vite process reports of a failed bundle (./vite-process.mjs). */
export interface ViteFailure {
  message: string;
  /** The file Vite was at, absolute (or a virtual module's id). */
  file?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
}

/** BUNDLE_FAILED for Vite's failure: its first line of message, the file relative to the project. */
export function bundleFailed(root: string, failure: ViteFailure): UserError<'BUNDLE_FAILED'> {
  const file =
    failure.file && !relative(root, failure.file).startsWith('..') ? relative(root, failure.file).split(sep).join('/') : failure.file;
  // Vite's message repeats the file and appends a code frame: the first line says what is wrong.
  const problem = (failure.message.split('\n').find((line) => line.trim() !== '') ?? failure.message).trim().slice(0, 500);
  return userError('BUNDLE_FAILED', { file, line: failure.line, column: failure.column, problem });
}
