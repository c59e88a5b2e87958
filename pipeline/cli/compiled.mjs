// The CLI compiled into JavaScript (a file per command and the chunks they share), so that a
// command starts without the TypeScript loader. Run through tsx, every module of a command passes the loader's hooks, which in Node 20
// run on a thread of their own: loading a build's hundreds of modules and registering the loader
// was most of what `unisite build` did before its first step; compiled, a fraction of it
// (docs/performance.md "Starting a command").
//
// The files are made on this machine, in `.unisite/cli/`, and made again when one of their
// sources changed (their sizes and modification times are recorded beside it):
// it is a cache, never edited, never committed. Each module keeps its own `import.meta.url`
// (the compiler writes the source file's address in its place), so the files a module finds
// beside itself — the render worker, Vite's child, a source it hashes — are found as before.
// Packages stay outside them and load from node_modules as they always did.
//
// If the compiler is missing or fails, the launcher runs the TypeScript as before: slower to
// start, never wrong. Plain JavaScript, because the launcher runs it before any loader.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const RECORD = 'cli.json';
/** Changes when what this file writes changes, so a compiled CLI of another layout is made again. */
const LAYOUT = 3;

/**
 * Packages compiled into the CLI instead of loaded from node_modules. zod is about a hundred modules there:
 * Node resolved, read and linked each at every start of every command; compiled into the CLI's
 * chunks, it loads in about half the time. Its files are inputs like the repository's, so an upgrade compiles
 * the CLI again. Only packages nothing outside the CLI imports are listed: a second copy would
 * not recognise the first's schemas.
 */
const BUNDLED = ['zod'];

/** @param {string} file */
const identity = (file) => {
  const { size, mtimeMs } = statSync(file);
  return `${size}:${mtimeMs}`;
};

/**
 * The compiled CLI for `entry` (pipeline/cli/main.ts), made now if there is none or a source of
 * it changed; undefined when it cannot be made.
 * @param {string} root the repository
 * @param {string} entry the CLI's TypeScript entry
 * @returns {Promise<string | undefined>}
 */
export async function compiledCli(root, entry) {
  const dir = join(root, '.unisite', 'cli');
  try {
    const record = JSON.parse(readFileSync(join(dir, RECORD), 'utf8'));
    const fresh = () => Object.entries(record.inputs).every(([file, known]) => identity(resolve(root, file)) === known);
    if (record.layout === LAYOUT && existsSync(join(dir, record.file)) && fresh()) return join(dir, record.file);
  } catch {
    // No compiled CLI yet, or a source is gone: made below.
  }
  try {
    return await compile(root, entry, dir);
  } catch {
    return undefined;
  }
}

/**
 * @param {string} root
 * @param {string} entry
 * @param {string} dir
 */
async function compile(root, entry, dir) {
  const { build } = await import('esbuild');
  /** @type {import('esbuild').Plugin} */
  const ownAddress = {
    name: 'own-import-meta',
    setup(compiler) {
      compiler.onLoad({ filter: /\.(?:ts|tsx|mts|mjs|js)$/ }, (args) => {
        if (args.path.includes(join('node_modules', ''))) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const contents = source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path));
        const extension = extname(args.path).slice(1);
        return { contents, loader: extension === 'tsx' ? 'tsx' : extension === 'mts' || extension === 'ts' ? 'ts' : 'js' };
      });
    },
  };
  /** @type {import('esbuild').Plugin} */
  const packagesOutside = {
    name: 'packages-outside',
    setup(compiler) {
      // A bare specifier (`react`, `@scope/name/sub`, `node:fs`): a package, not a file of the repository.
      compiler.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path
          .split('/')
          .slice(0, args.path.startsWith('@') ? 2 : 1)
          .join('/');
        return BUNDLED.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
  // A folder of its own per compilation, switched in by renaming the record: a command running
  // the previous one, or a second command compiling at the same time, never reads half of one.
  const name = `cli-${Date.now().toString(36)}-${process.pid}`;
  const result = await build({
    entryPoints: { main: entry },
    // The record's paths are the repository's, wherever the command was started.
    absWorkingDir: root,
    bundle: true,
    // Each command's code in chunks of its own, loaded when the command runs (pipeline/cli/main.ts
    // imports them lazily): in one file, every package any command uses would load at every start.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules, but for those in BUNDLED (packagesOutside).
    metafile: true,
    // A bug's stack names the TypeScript sources (the launcher runs it with --enable-source-maps).
    sourcemap: true,
    // Less for Node to parse at each start (a chunk's map is read as the chunk loads): the code's
    // whitespace and syntax minified, its names kept for stacks, and the maps without the sources'
    // text, which is in the repository (the maps shrink most).
    sourcesContent: false,
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
    plugins: [ownAddress, packagesOutside],
    outdir: join(dir, name),
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => {
      const path = resolve(root, file);
      return [relative(root, path), identity(path)];
    }),
  );
  const temporary = join(dir, `${RECORD}.tmp-${process.pid}`);
  writeFileSync(temporary, JSON.stringify({ layout: LAYOUT, file: join(name, 'main.js'), inputs }));
  renameSync(temporary, join(dir, RECORD));
  // Earlier compilations go once no command can still need them: a command loads its code as it
  // starts, but `unisite start` loads the server's only after its build, which at scale takes
  // minutes. An hour is ample; a compilation is under 1 MB.
  for (const folder of readdirSync(dir)) {
    if (folder === name || !folder.startsWith('cli-')) continue;
    const path = join(dir, folder);
    if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
  }
  return join(dir, name, 'main.js');
}

/**
 * What `node` runs to start the CLI at `entry`: the compiled CLI when it can be made, else the
 * TypeScript through tsx's loader. The launcher (bin/unisite.js) and the tests that start the CLI
 * as it does take it from here.
 * @param {string} root
 * @param {string} entry
 * @returns {Promise<string[]>}
 */
export async function cliProgram(root, entry) {
  const compiled = await compiledCli(root, entry);
  if (compiled) return ['--enable-source-maps', compiled];
  const tsx = createRequire(join(root, 'package.json')).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href, entry];
}
