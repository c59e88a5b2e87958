// The one build of the demo family a test run shares: synced from the embedded CMS and built with
// the module gallery into a known folder, once per run. The integration tests read it (vitest's
// global setup makes it), the end-to-end suite serves it (Playwright's web server makes it, or
// finds it made), and tests that need a build of their own start from its kept Vite bundle.
// Nothing may change it while a run uses it: its digest is taken when it is made and compared
// when the run ends (docs/testing.md "The shared build").
//
// Run as a script (`tsx tests/setup/family-build.ts`) it makes the build unless this run made it
// already, and exits; the layer runner (tests/setup/run-layers.ts) makes it beside the typecheck
// and the lint.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, link, mkdir, readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isolatedEnv, TEST_IMAGE_ENCODING } from './run-env.ts';

export const root = resolve(import.meta.dirname, '../..');

/** The port the end-to-end suite serves the shared build on, and the forms endpoint beside it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4399);
export const formsPort = e2ePort + 20;

const base = process.env.UNISITE_TEST_FAMILY_DIR ? resolve(process.env.UNISITE_TEST_FAMILY_DIR) : join(root, '.unisite/test-family');

/** Where the shared build lives: the CLI's folders, each named by its environment variable. */
export const family = {
  base,
  snapshotsDir: join(base, 'snapshots'),
  distDir: join(base, 'dist'),
  workDir: join(base, 'work'),
  /** The digest of the build as it was made, compared when the run ends. */
  digestFile: join(base, 'digest.json'),
};

/**
 * What the end-to-end suite needs of the build: the forms post to the embedded CMS that
 * tests/e2e/forms.spec.ts starts beside it, and the search index comes in segments of 20 pages
 * (four to eight per language and site on the demo, as a site of 4,000 to 16,000 pages per
 * language has with the default), so the search tests search across merged segments; images
 * are encoded fast, as in every build of the run.
 */
export const familyEnv: Record<string, string> = {
  UNISITE_SNAPSHOTS_DIR: family.snapshotsDir,
  UNISITE_DIST_DIR: family.distDir,
  UNISITE_WORK_DIR: family.workDir,
  FORMS_URL: `http://127.0.0.1:${formsPort}/forms`,
  UNISITE_SEARCH_SEGMENT_PAGES: '20',
  // The run's image encoding (tests/setup/run-env.ts), also when the build is made outside a
  // run (`tsx tests/setup/family-build.ts`): the tests' own builds find its variants in the cache.
  UNISITE_IMAGE_ENCODING: process.env.UNISITE_IMAGE_ENCODING ?? TEST_IMAGE_ENCODING,
  CI: '1',
};

/** Set by whoever made the build in this run, so the layers after it do not make it again. */
export const READY = 'UNISITE_TEST_FAMILY_READY';

/**
 * `unisite build --sync --gallery --strict` into the shared folders (strict: a link of the demo
 * that leads nowhere fails the run). Incremental like any build: a second
 * run on unchanged code and content renders nothing again. `extraEnv` is added to its environment
 * (the layer runner gives it a leak marker of its own).
 */
export async function buildFamily(extraEnv: Record<string, string> = {}): Promise<void> {
  await mkdir(family.base, { recursive: true });
  const child = spawn(process.execPath, [join(root, 'bin/unisite.js'), 'build', '--sync', '--gallery', '--strict'], {
    cwd: root,
    env: { ...isolatedEnv(), ...familyEnv, ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`the shared build of the demo family failed (exit ${code}):\n${stderr}`);
  await writeFile(family.digestFile, JSON.stringify(await familyDigest()));
}

/** Makes the shared build unless this run made it already. */
export async function ensureFamilyBuild(): Promise<void> {
  if (process.env[READY] === family.distDir) return;
  await buildFamily();
  process.env[READY] = family.distDir;
}

/** Every file of the published build, the snapshots and the kept bundle, by path, as a digest of its bytes. */
export async function familyDigest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const bundle = await sharedBundleDir();
  for (const [name, dir] of [
    ['dist', await realpath(family.distDir)],
    ['snapshots', family.snapshotsDir],
    ...(bundle ? [['bundle', bundle] as const] : []),
  ] as const) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      out[`${name}/${relative(dir, path)}`] = createHash('sha256')
        .update(await readFile(path))
        .digest('hex');
    }
  }
  return out;
}

/** The files of the shared build that differ from when it was made (none, when every test only read it). */
export async function familyChanges(): Promise<string[]> {
  const before = JSON.parse(await readFile(family.digestFile, 'utf8')) as Record<string, string>;
  const after = await familyDigest();
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/** The shared build's kept Vite bundle (`bundle-<code hash>`), or undefined before it is made. */
export async function sharedBundleDir(): Promise<string | undefined> {
  const entries = await readdir(family.workDir).catch(() => [] as string[]);
  const found = entries.find((entry) => /^bundle-[0-9a-f]+$/.test(entry));
  return found ? join(family.workDir, found) : undefined;
}

/**
 * A copy of the shared build's snapshots at `to`, as a plain folder: what a sync of the demo
 * writes, for a test that needs the demo's snapshots but does not test the sync (a whole sync of
 * the family is the slowest thing such a test would do). A copy, not links: the test may edit it.
 */
export async function copySharedSnapshots(to: string): Promise<void> {
  const from = await realpath(family.snapshotsDir).catch(() => undefined);
  if (!from || !(await stat(join(from, 'manifest.json')).catch(() => null)))
    throw new Error(`no shared build of the demo family in ${family.base}: run the test through its layer (npm run test:integration)`);
  await cp(from, to, { recursive: true });
}

/** Hard links every file of `from` into `to`, folders made anew (`cp -al`): no bytes copied. */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target);
  }
}

/**
 * Gives a test's fresh work folder the shared build's Vite bundle, by hard links, so its build
 * bundles nothing (the bundle depends on the code alone: docs/performance.md). A build only
 * reads a kept bundle and removes other code's bundles by unlinking, which leaves the shared
 * one whole. Without a shared build (a file run alone before any), the test's build bundles.
 */
export async function seedWorkDir(workDir: string): Promise<boolean> {
  const bundle = await sharedBundleDir();
  if (!bundle || !(await stat(join(bundle, 'complete')).catch(() => null))) return false;
  const target = join(workDir, relative(family.workDir, bundle));
  // A work folder seeded before (a test building again in it) has the bundle already.
  if (await stat(target).catch(() => null)) return true;
  await linkTree(bundle, target);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await ensureFamilyBuild();
  console.log(`shared build of the demo family: ${((Date.now() - started) / 1000).toFixed(1)} s in ${relative(root, family.base)}`);
}
