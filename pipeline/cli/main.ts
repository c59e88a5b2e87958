// The `unisite` command: sync, build, serve, start, cms, preview, dev, inspect, search, verify, publish.
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '../config.ts';
import type { ImageEncoding } from '../images/cache.ts';
import { isUserError, userError, type UserError } from '../errors/index.ts';
import { diskFullError } from '../write/disk-full.ts';
import { checkPortFree } from '../serve/port.ts';
import { parseAllowedHost } from '../serve/local-guard.ts';
import { createReporter } from '../reporter.ts';
import { printableLines } from '../../content/schema/terminal-text.ts';
import type { BuildSession } from '../watch/session.ts';
import type { FamilyBuildResult } from '../site-build/family/index.ts';
import { buildStepsText } from '../site-build/step-names.ts';
import type { PublishFlags } from './publish.ts';
import { exitWithParent } from './parent-watch.ts';
import { bugText, createRunOutput, type OutputMode, type RunOutput } from './output.ts';
import { undoInterrupted } from '../write/interrupt.ts';

// A command never outlives the launcher that started it (./parent-watch.ts).
exitWithParent();

// Each command imports what it runs when it runs (`load` below), not at start: the whole
// pipeline — the code generator, the preview's Vite server, the CMS's GraphQL — took seconds
// to load before any command began (docs/performance.md "Starting a command").
const load = {
  cms: () => import('../cms.ts'),
  scale: () => import('../../content/cms/scale.ts'),
  inspect: () => import('../inspect/index.ts'),
  family: () => import('../site-build/family/index.ts'),
  watch: () => import('../watch/index.ts'),
  search: () => import('../search/index.ts'),
  verify: () => import('../verify/index.ts'),
  serve: () => import('../serve/index.ts'),
  serveDist: () => import('./serve-dist.ts'),
  sync: () => import('../sync/index.ts'),
  cmsRequest: () => import('../sync/cms-request.ts'),
  preview: () => import('../preview/index.ts'),
  scaffold: () => import('../scaffold/index.ts'),
  codegen: () => import('../codegen/run.ts'),
  publish: () => import('./publish.ts'),
  start: () => import('./start.ts'),
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The image variant cache, as the images step finds it (pipeline/site-build/steps/05-images.ts). */
const imageCacheDir = () => config().imageCacheDir ?? resolve(root, '.unisite/image-cache');
/** Where snapshots, the built site and the work folder live: the repository's folders unless configured. */
const paths = () => ({
  snapshots: resolve(config().snapshotsDir ?? resolve(root, 'content/snapshots')),
  dist: resolve(config().distDir ?? resolve(root, 'dist')),
  work: resolve(config().workDir ?? resolve(root, '.unisite')),
});

function port(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new InvalidArgumentError('must be a port number (0–65535).');
  return parsed;
}

/** `--allowed-host`, repeatable: the names a tool server answers to besides the loopback ones. */
function allowedHost(value: string, previous: string[] = []): string[] {
  const host = parseAllowedHost(value);
  if (!host)
    throw new InvalidArgumentError("must be a host name or address, optionally with a port ('pc.example.org', 'pc.example.org:4300').");
  return [...previous, host];
}
const allowedHostOption = [
  '--allowed-host <name>',
  'also answer to this host name (repeatable; only names whose address you control: others open the server to DNS rebinding)',
  allowedHost,
] as const;

function count(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('must be a whole number, 1 or more.');
  return parsed;
}

/** `unisite cms --scale <pages>`: a synthetic site, at least as large as its generator can make. */
async function scaleContent(pages: number, seed: number) {
  const { generateScaleContent, MIN_SCALE_PAGES } = await load.scale();
  if (pages < MIN_SCALE_PAGES) throw userError('CLI_USAGE', { problem: 'scale-too-small', pages, min: MIN_SCALE_PAGES });
  return generateScaleContent({ pagesPerLanguage: pages, seed });
}

function shard(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count) throw new InvalidArgumentError("must look like '2/4' (shard 2 of 4).");
  return { index, count };
}

/** `--site law-school` (the site's key, as everything else names sites) or `--site 27` (its CMS id). */
function siteRef(value: string): number | string {
  if (/^\d+$/.test(value)) {
    const parsed = Number(value);
    if (parsed >= 1) return parsed;
  } else if (/^[a-z0-9][a-z0-9-]*$/.test(value)) return value;
  throw new InvalidArgumentError("must be a site's key (law-school) or its CMS id (a whole number, 1 or more).");
}

interface SyncFlags {
  /** Only this site of the family (its key or CMS id). */
  site?: number | string;
  allowRemovals?: boolean;
  /** 'Name: value' sent to the CMS on its content calls (a token in another header than CMS_TOKEN's). */
  cmsHeader?: string;
  /** Fail on pages whose template or a module of which is unknown instead of leaving them out. */
  strict?: boolean;
}

interface OutputFlags {
  quiet?: boolean;
  json?: boolean;
}

/** The output of the command running now, which reports its error too (below). */
let running: RunOutput | null = null;

function outputFor(command: string, flags: OutputFlags): RunOutput {
  const mode: OutputMode = flags.json ? 'json' : flags.quiet ? 'quiet' : 'normal';
  running = createRunOutput(command, mode);
  return running;
}

/** A folder as the user knows it: relative to where the command runs when it is below it. */
function shown(folder: string): string {
  const path = relative(process.cwd(), folder);
  return path && !path.startsWith('..') && !isAbsolute(path) ? `${path}/` : `${folder}/`;
}

/**
 * Runs a sync or build that Ctrl+C stops at once: the unfinished version is discarded and the
 * lock given back (pipeline/write/interrupt.ts), one line says what was kept, exit 130.
 */
async function interruptible<T>(command: string, folders: string[], work: () => Promise<T>): Promise<T> {
  const stop = () => {
    const { switched } = undoInterrupted();
    const error = userError('RUN_INTERRUPTED', {
      command,
      folders: folders.map((folder) => ({ folder: shown(folder), switched: switched.has(folder) })),
    });
    if (!running?.fail(report(error))) console.error(printableLines(`✗ [${error.code}] ${error.what} ${error.fix}`));
    process.exit(130);
  };
  process.once('SIGINT', stop);
  try {
    return await work();
  } finally {
    process.off('SIGINT', stop);
  }
}

function report(error: UserError) {
  return { code: error.code, message: error.what, why: error.why, fix: error.fix };
}

async function runSync(options: SyncFlags, output: RunOutput): Promise<void> {
  const [{ sync }, { cmsAuthHeaders }] = await Promise.all([load.sync(), load.cmsRequest()]);
  const result = await sync({
    snapshotsDir: paths().snapshots,
    site: options.site,
    strict: options.strict,
    cmsUrl: config().cmsUrl,
    regionsUrl: config().regionsUrl,
    reporter: output.reporter,
    allowRemovals: options.allowRemovals,
    headers: cmsAuthHeaders(config().cmsToken, options.cmsHeader),
  });
  output.record('sync', {
    source: result.source,
    sites: result.sites,
    pages: result.pages,
    added: result.diff.added.length,
    changed: result.diff.changed.length,
    removed: result.diff.removed.length,
    unchanged: result.diff.unchanged,
    filesWritten: result.written,
    snapshots: paths().snapshots,
  });
}

type BuildFlags = SyncFlags & {
  sync?: boolean;
  /** The image encoding when UNISITE_IMAGE_ENCODING is unset. */
  imageEncoding?: ImageEncoding;
  out?: string;
  shard?: { index: number; count: number };
  gallery?: boolean;
  watch?: boolean;
  /** Leave the image variants the cache lacks for after the build (`start`: pipeline/cli/start.ts). */
  deferImages?: boolean;
};

/** The sync (with --sync) and the build; the family's result, except for --watch (which builds until stopped). */
async function runBuild(options: BuildFlags, output: RunOutput): Promise<FamilyBuildResult | undefined> {
  if (options.watch && options.shard) {
    throw userError('CLI_USAGE', { problem: 'watch-with-shard' });
  }
  if (options.sync) await runSync(options, output);
  const { buildFamily } = await load.family();
  const reporter = output.reporter;
  const outDir = options.out ? resolve(options.out) : paths().dist;
  const build = async (session?: BuildSession) => {
    const result = await buildFamily({
      root,
      snapshotsDir: paths().snapshots,
      site: options.site,
      outDir,
      workDir: paths().work,
      reporter,
      shard: options.shard,
      gallery: options.gallery,
      strict: options.strict,
      imageEncoding: config().imageEncoding ?? options.imageEncoding,
      deferImages: options.deferImages,
      session,
    });
    output.record('build', {
      out: outDir,
      shard: options.shard ? `${options.shard.index}/${options.shard.count}` : null,
      pages: result.pages,
      rendered: result.sites.reduce((sum, site) => sum + site.result.rendered, 0),
      sites: result.sites.map((site) => ({
        key: site.key,
        pathPrefix: site.pathPrefix,
        pages: site.result.pages,
        rendered: site.result.rendered,
        languages: site.result.locales,
      })),
      seconds: Math.round(result.seconds * 10) / 10,
    });
    return result;
  };
  if (!options.watch) return await build();
  const { watchBuilds } = await load.watch();
  // Ctrl+C ends the watch once the running build has ended (a build is safe to kill, but its
  // output would be thrown away); a second one ends it at once.
  const stop = new AbortController();
  process.once('SIGINT', () => {
    stop.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  process.once('SIGTERM', () => stop.abort());
  await watchBuilds({ root, snapshotsDir: paths().snapshots, reporter, build, signal: stop.signal });
  return undefined;
}

async function runServe(options: { port: number; host: string; json?: boolean }): Promise<void> {
  // Made first, so that a failure to start (no dist/, a taken port) is the JSON object too.
  const output = options.json ? outputFor('serve', options) : null;
  const { serveDist } = await load.serveDist();
  const { running, formsDir } = await serveDist({ dir: paths().dist, port: options.port, host: options.host });
  if (output) {
    // One object once it listens: a script reads the address (the port it got with --port 0) from it.
    output.record('serve', startUp(running.url, 'static', { dist: paths().dist, formsDir }));
    output.succeed();
  } else {
    console.log(`Serving dist/ at ${running.url}/ (Ctrl+C to stop)`);
    console.log(`Forms posted to ${running.url}/forms/<FormName> are stored in ${formsDir}`);
  }
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** What a server's `--json` start-up object says: where it listens and what it serves. */
function startUp(url: string, mode: 'static' | 'preview' | 'dev', more: Record<string, unknown>) {
  const address = new URL(url);
  return { url: `${url}/`, host: address.hostname, port: Number(address.port), mode, ...more };
}

const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };

const program = new Command('unisite')
  .description('Static-site pipeline for the university site family: sync → build → serve.')
  .version(version, '-V, --version', 'print the version of unisite')
  // Usage mistakes are reported like every other user error (below), not by commander itself.
  .exitOverride()
  .configureOutput({ outputError: () => undefined });

const allowRemovals = ['--allow-removals', 'publish a sync that removes the home page, every page, or more pages than allowed'] as const;
const cmsHeader = [
  '--cms-header <header>',
  "a header sent to the CMS, 'Name: value' (e.g. a token; CMS_TOKEN sends Authorization: Bearer)",
] as const;

const quiet = ['-q, --quiet', 'print only warnings, errors and the final summary line'] as const;
const json = [
  '--json',
  'print nothing while running, then one JSON object on stdout: what was done, timings, coded warnings and error',
] as const;

const site = ['--site <key>', 'only the site of this key (law-school) or CMS id (default: every site of the family)', siteRef] as const;

program
  .command('sync')
  .description('Pull CMS content (CMS_URL, or the embedded CMS) into validated snapshots in content/snapshots/.')
  .option(...site)
  .option(...allowRemovals)
  .option(
    '--strict',
    'fail when a page names a template or a module this site does not have (default: report it and leave the page or the module out)',
  )
  .option(...cmsHeader)
  .option(...quiet)
  .option(...json)
  .action((options: SyncFlags & OutputFlags) => {
    const output = outputFor('sync', options);
    return interruptible('sync', [paths().snapshots], async () => {
      await runSync(options, output);
      output.succeed();
    });
  });

program
  .command('build')
  .description(
    `Render every page × language of every site of the snapshots into one dist/ (the family). Each site in ${buildStepsText()} — then the family composed.`,
  )
  .option('--sync', 'run `unisite sync` first')
  .option(...site)
  .option('--out <dir>', 'write the site(s) here instead of dist/ (with --site: one dist/ per site)')
  .option(...allowRemovals)
  .option(
    '--strict',
    'publish nothing when a link leads to no page or file of the family, or a page names a module the library does not have; with --sync, fail on unknown templates too',
  )
  .option('--shard <i/n>', 'build only shard i of n (for parallel CI runners)', shard)
  .option(...cmsHeader)
  .option('--watch', 'after the build, build again whenever the snapshots change (a sync, or a file edited), until stopped')
  .option('--gallery', 'add the module gallery at /_gallery/ (every module example in every sub-theme; noindex, not in the sitemap)')
  .option(...quiet)
  .option(...json)
  .action((options: BuildFlags & OutputFlags) => {
    const output = outputFor('build', options);
    if (options.watch) return runBuild(options, output).then(() => undefined);
    const dist = options.out ? resolve(options.out) : paths().dist;
    return interruptible('build', options.sync ? [paths().snapshots, dist] : [dist], async () => {
      await runBuild(options, output);
      output.succeed();
    });
  });

function seconds(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('must be a whole number of seconds, 1 or more.');
  return parsed;
}

function milliseconds(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new InvalidArgumentError('must be a whole number of milliseconds, 0 or more.');
  return parsed;
}

program
  .command('publish')
  .description(
    "Receive the CMS's publish webhook (HMAC-signed with UNISITE_WEBHOOK_SECRET) and publish each time: sync, incremental build, deploy command (docs/publishing.md).",
  )
  .option('-p, --port <port>', 'port to listen on', port, 4190)
  .option('--host <host>', 'address to bind (the CMS must reach it: e.g. 0.0.0.0 behind a firewall or a proxy)', '127.0.0.1')
  .option(
    '--deploy <command>',
    'run through the shell after each successful build, the built folder in $UNISITE_DIST_DIR (default: UNISITE_DEPLOY_COMMAND)',
  )
  .option('--deploy-timeout <seconds>', 'stop the deploy command after this long and report it failed', seconds, 1800)
  .option('--debounce <ms>', 'start a cycle once no webhook came for this long (a burst makes one cycle)', milliseconds, 2000)
  .option(...site)
  .option('--strict', 'fail a cycle on pages whose template is unknown, or on a link that leads to no page of the family')
  .option(...cmsHeader)
  .option('-q, --quiet', "print only warnings and the cycles' reports")
  .option('--json', "print one JSON object per cycle on stdout (the sync's and build's progress is not printed)")
  .action(async (options: PublishFlags) => {
    const { runPublish } = await load.publish();
    await runPublish(options, { root, ...paths() });
  });

const startUpJson = [
  '--json',
  'print one JSON object line on stdout once listening (url, host, port, mode, what it serves) instead of the text',
] as const;

program
  .command('serve')
  .description('Serve dist/ like the production host.')
  .option('-p, --port <port>', 'port to listen on', port, 4173)
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .option(...startUpJson)
  .action(runServe);

program
  .command('start')
  .description('Sync from the CMS, build dist/ and serve it (the Quick start).')
  .option('-p, --port <port>', 'port to listen on', port, 4173)
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .option(...allowRemovals)
  .action(async (options: SyncFlags & { port: number; host: string }) => {
    // A taken port is found now, not after a sync and a build.
    await checkPortFree(options.port, options.host);
    const output = createRunOutput('start', 'normal');
    const { runStart } = await load.start();
    await runStart({
      port: options.port,
      host: options.host,
      dist: paths().dist,
      workDir: paths().work,
      imageCacheDir: imageCacheDir(),
      reporter: output.reporter,
      // Development: the module gallery comes with it (/_gallery/), and the images are encoded at
      // the fast setting, after the build (a first look, not a build to publish: `unisite build`
      // encodes every variant in full before it ends).
      build: () =>
        interruptible('start', [paths().snapshots, paths().dist], async () => {
          const flags = {
            sync: true,
            allowRemovals: options.allowRemovals,
            gallery: true,
            imageEncoding: 'fast',
            deferImages: true,
          } as const;
          return (await runBuild(flags, output)) as FamilyBuildResult;
        }),
    });
  });

program
  .command('cms')
  .description('Run the embedded CMS (content/cms/documents) standalone on loopback.')
  .option('-p, --port <port>', 'port to listen on', port, 4000)
  .option('--scale <pages>', 'serve a synthetic site of this many pages per language instead (for benchmarks)', count)
  .option('--seed <n>', 'seed of the synthetic site', count, 1)
  .option('--require-token', 'answer content calls only with Authorization: Bearer $CMS_TOKEN (like a protected CMS)')
  .option('--preview-origin <url>', 'origin of `unisite preview`, for the page editor at /editor/')
  .option(...allowedHostOption)
  .action(
    async (options: {
      port: number;
      scale?: number;
      seed: number;
      requireToken?: boolean;
      previewOrigin?: string;
      allowedHost?: string[];
    }) => {
      await checkPortFree(options.port, '127.0.0.1');
      const { startCms } = await load.cms();
      const content = options.scale ? await scaleContent(options.scale, options.seed) : undefined;
      const token = options.requireToken ? requiredToken() : undefined;
      const cms = await startCms({
        port: options.port,
        content,
        token,
        previewOrigin: options.previewOrigin,
        allowedHosts: options.allowedHost,
      });
      const what = content ? `a synthetic site of ${content.pages.length} pages (seed ${options.seed})` : 'content/cms/documents';
      console.log(`Embedded CMS serving ${what} at ${cms.url} (regions at ${cms.origin}/graphql/execute.json/global/…)`);
      console.log(`Sync from it with CMS_URL=${cms.url} unisite sync`);
      console.log(`Form submissions: POST ${cms.origin}/forms/<FormName>, stored in ${cms.formsDir} (submissions.jsonl, logos/)`);
      console.log(`Build a site that posts to it with FORMS_URL=${cms.origin}/forms`);
      if (options.previewOrigin) console.log(`Page editor at ${cms.editorUrl}`);
    },
  );

/** The token a protected embedded CMS checks: CMS_TOKEN, never shown. */
function requiredToken(): string {
  const token = config().cmsToken;
  if (!token) {
    throw userError('CLI_USAGE', { problem: 'require-token-without-token' });
  }
  return token;
}

program
  .command('preview')
  .description("Render pages on request from the CMS's current (draft) content, with a Preview marker; the page editor frames them.")
  .option('-p, --port <port>', 'port to listen on', port, 4300)
  .option('--cms-port <port>', 'port of the embedded CMS (when CMS_URL is unset)', port)
  .option(...cmsHeader)
  .option(...allowedHostOption)
  .option(...startUpJson)
  .action(async (options: { port: number; cmsPort?: number; cmsHeader?: string; allowedHost?: string[]; json?: boolean }) => {
    const output = options.json ? outputFor('preview', options) : null;
    await checkPortFree(options.port, '127.0.0.1');
    const [{ cmsAuthHeaders }, { startCms }, { startLiveServer, EDITOR_PREFIX }] = await Promise.all([
      load.cmsRequest(),
      load.cms(),
      load.preview(),
    ]);
    const headers = cmsAuthHeaders(config().cmsToken, options.cmsHeader);
    const previewOrigin = `http://127.0.0.1:${options.port}`;
    // Without CMS_URL the embedded CMS runs beside the preview (protected when CMS_TOKEN is set).
    const embedded = config().cmsUrl
      ? null
      : await startCms({
          port: options.cmsPort ?? options.port + 1,
          token: config().cmsToken,
          previewOrigin,
          allowedHosts: options.allowedHost,
        });
    const cmsUrl = embedded?.url ?? (config().cmsUrl as string);
    const api = embedded?.origin ?? new URL(cmsUrl).origin;
    const live = await startLiveServer({
      root,
      mode: 'preview',
      port: options.port,
      host: '127.0.0.1',
      workDir: paths().work,
      cms: { url: cmsUrl, regionsUrl: config().regionsUrl ?? api, api, headers },
      allowedHosts: options.allowedHost,
    });
    if (output) {
      // With CMS_TOKEN the editor's address carries its session key: whoever reads this output may edit.
      output.record('serve', startUp(live.url, 'preview', { cms: cmsUrl, editor: embedded?.editorUrl ?? null }));
      output.succeed();
    } else {
      console.log(`Preview of the CMS's draft content at ${live.url}/ (Ctrl+C to stop)`);
      // With CMS_TOKEN, the address carries the editor's session key: whoever sees this terminal may edit.
      if (embedded) console.log(`Page editor at ${embedded.editorUrl} (frames ${live.url}${EDITOR_PREFIX}/…)`);
    }
    const stop = () => void Promise.all([live.close(), embedded?.close()]).then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

program
  .command('dev')
  .description('A Vite dev server for site/: pages rendered from the snapshots, hot module replacement, the error overlay.')
  .option('-p, --port <port>', 'port to listen on', port, 5173)
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .option(...allowedHostOption)
  .option(...startUpJson)
  .action(async (options: { port: number; host: string; allowedHost?: string[]; json?: boolean }) => {
    const output = options.json ? outputFor('dev', options) : null;
    await checkPortFree(options.port, options.host);
    const { startLiveServer } = await load.preview();
    const live = await startLiveServer({
      root,
      mode: 'dev',
      port: options.port,
      host: options.host,
      workDir: paths().work,
      snapshotsDir: paths().snapshots,
      mediaDirs: [resolve(paths().snapshots, 'media'), resolve(root, 'content/cms/media')],
      allowedHosts: options.allowedHost,
    });
    if (output) {
      output.record('serve', startUp(live.url, 'dev', { snapshots: paths().snapshots }));
      output.succeed();
    } else console.log(`Dev server at ${live.url}/ (pages from ${paths().snapshots}; edits to site/ show at once; Ctrl+C to stop)`);
    const stop = () => void live.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });

program
  .command('new')
  .description('Add a CMS type: a folder with its definition, component, styles and test (then codegen).')
  .argument('<kind>', "'module' or 'template'")
  .argument('<Name>', 'the CMS name, PascalCase (e.g. HeroVideo)')
  .action(async (kind: string, name: string) => {
    if (kind !== 'module' && kind !== 'template') throw new InvalidArgumentError(`kind must be 'module' or 'template', not '${kind}'.`);
    const files = await (await load.scaffold()).scaffoldType(root, kind, name);
    await (await load.codegen()).writeGeneratedFiles();
    console.log(`✓ ${kind} ${name}: ${files.join(', ')} (registries regenerated)`);
  });

program
  .command('inspect')
  .description('Show where a route comes from (snapshot, template, modules, problems, alternates) and what it builds.')
  .argument('[route]', 'a site path, e.g. /es/noticias/')
  .option('--list', 'list every route by template')
  .option('--site <key>', 'only the site of this key (law-school) or CMS id: its routes are listed, the route looked for in it', siteRef)
  .option(
    '--json',
    'print one JSON object on stdout: what was found (the route, or every route with --list), counts, and problems with their codes',
  )
  .action(async (route: string | undefined, options: { list?: boolean; site?: number | string } & OutputFlags) => {
    const output = outputFor('inspect', options);
    const { inspectRoute, inspectRouteReport, listRoutes, listRoutesReport } = await load.inspect();
    const list = options.list || !route;
    const { snapshots } = paths();
    if (!output.json) console.log(list ? await listRoutes(snapshots, options.site) : await inspectRoute(snapshots, route, options.site));
    else {
      output.record(
        'inspect',
        list ? await listRoutesReport(snapshots, options.site) : await inspectRouteReport(snapshots, route, options.site),
      );
      output.succeed();
    }
  });

program
  .command('search')
  .description('Write the search index into a built site: for the dist/ that shard builds were copied into (docs/search.md).')
  .option('--dir <path>', 'the built site to index (default: UNISITE_DIST_DIR or dist)')
  .action(async (options: { dir?: string }) => {
    const dir = options.dir ? resolve(options.dir) : paths().dist;
    const { searchDirOf, searchSitesOf, writeSearchIndex } = await load.search();
    // One index per site of the snapshots the shards were built from, each below its prefix.
    const sites = await searchSitesOf(paths().snapshots);
    const { pages } = await writeSearchIndex(dir, createReporter(), sites.length > 0 ? sites : undefined);
    console.log(
      `✓ search index of ${pages} pages → ${sites.map((site) => `${dir}/${searchDirOf(site.pathPrefix)}`).join(', ') || `${dir}/pagefind`}`,
    );
  });

program
  .command('verify')
  .description(
    'Check a built folder (the shards copied into one) against the snapshots: every page, not-found page and sitemap, and every internal link.',
  )
  .option('--dir <path>', 'the built folder to check (default: UNISITE_DIST_DIR or dist)')
  .option(...json)
  .action(async (options: { dir?: string } & OutputFlags) => {
    const output = outputFor('verify', options);
    const dir = options.dir ? resolve(options.dir) : paths().dist;
    const { verifyDir, verifyError } = await load.verify();
    const result = await verifyDir(paths().snapshots, dir);
    if (result.missing.length > 0 || result.dead.length > 0) throw verifyError(shown(dir), result);
    if (output.json) {
      output.record('verify', { dir, pages: result.pages, sites: result.sites, links: result.links });
      output.succeed();
    } else console.log(`✓ verified: ${result.pages} pages of ${result.sites} sites, ${result.links} links`);
  });

/** A usage mistake commander found, as a catalogue error (help and --version are not errors). */
function usageError(error: CommanderError) {
  const command = program.commands.find((c) => c.name() === process.argv[2])?.name();
  return userError('CLI_USAGE', { problem: 'parser', message: error.message, command });
}

// User mistakes print code, what, why and fix, exit 1; anything else is a bug: its stack, exit 2.
// Which is which is the error's class (pipeline/errors/), never its message.
program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError && error.exitCode === 0) return;
  // A full disk is the machine's state, not a bug: a coded error saying where and what to do.
  const known = error instanceof CommanderError ? usageError(error) : (diskFullError(error) ?? error);
  if (isUserError(known)) {
    // Messages can quote CMS content: controls are made visible (content/schema/terminal-text.ts).
    if (!running?.fail(report(known))) console.error(printableLines(known.format()));
    process.exitCode = 1;
  } else {
    running?.fail({ code: 'BUG', message: known instanceof Error ? known.message : String(known) });
    console.error(bugText(known));
    process.exitCode = 2;
  }
});
